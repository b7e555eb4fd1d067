import '@testing-library/jest-dom';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { SearchResultsPage } from './SearchResultsPage';
import { hostWith, renderAt, scriptedBackend, setUpI18n } from '../../../testing/harness';

// The upload check always gives its reason today; the search page must still say 'Invalid file'
// (spec 5) should it ever refuse a file without one. Only that check is replaced here.
jest.mock('../../../../../shared-contracts/src/validation/upload', () => ({
  checkUpload: () => ({ ok: false, message: '' }),
}));

beforeAll(setUpI18n);
afterEach(() => act(() => i18next.changeLanguage('en')));

const chooseImage = async () => {
  const host = hostWith(scriptedBackend().client);
  renderAt(<SearchResultsPage />, '/search?q=kitenge', host);
  const input = screen.getByLabelText(i18next.t('form.imageInput', { ns: 'search' }));
  await userEvent.setup().upload(input, new File([new Uint8Array(16)], 'photo.png', { type: 'image/png' }));
  return host;
};

it.each([
  ['en', 'Invalid file'],
  ['so', 'Fayl aan sax ahayn'],
  ['sw', 'Faili si sahihi'],
])("says 'Invalid file' (%s) when the upload check refuses a file without a reason, and keeps the page", async (lng, message) => {
  await act(() => i18next.changeLanguage(lng));
  const host = await chooseImage();
  expect(host.notify).toHaveBeenCalledWith({ kind: 'error', message });
  expect(screen.getByTestId('location')).toHaveTextContent('/search?q=kitenge');
});
