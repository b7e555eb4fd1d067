import { RemoteRoot } from '@marketplace/contracts';
import { BUILD } from '../remote';
import { SearchResultsPage } from '../features/search/components/SearchResultsPage';

export default function SearchPage() {
  return (
    <RemoteRoot remote="mfe-search" build={BUILD}>
      <SearchResultsPage />
    </RemoteRoot>
  );
}
