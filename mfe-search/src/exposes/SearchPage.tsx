import { RemoteRoot } from '@marketplace/contracts';
import { BUILD, REMOTE_ID } from '../remote';
import { SearchResultsPage } from '../features/search/components/SearchResultsPage';

export default function SearchPage() {
  return (
    <RemoteRoot remote={REMOTE_ID} build={BUILD}>
      <SearchResultsPage />
    </RemoteRoot>
  );
}
