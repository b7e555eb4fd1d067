import '@testing-library/jest-dom';
import { act, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { Route } from 'react-router';
import { renderAt, setUpI18n } from '../../../testing/harness';
import { VendorInfoScreen } from './VendorInfoScreen';

const routes = <Route path="/vendor/info" element={<VendorInfoScreen />} />;

beforeAll(setUpI18n);
afterEach(async () => {
  await act(() => i18next.changeLanguage('en'));
});

describe('/vendor/info', () => {
  it('explains why to sell here (fees, delivery, M-Pesa payouts), the steps to start, and links to /vendor/register', () => {
    renderAt('/vendor/info', routes);
    const why = screen.getByRole('region', { name: 'Why sell here' });
    expect(
      within(why)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['No listing fees', 'We deliver for you', 'Payouts by M-Pesa', 'Shoppers in three languages']);
    expect(within(why).getByText('Your earnings are paid to your M-Pesa account every week.')).toBeInTheDocument();
    const steps = screen.getByRole('region', { name: 'How to start' });
    expect(within(steps).getAllByRole('listitem')).toHaveLength(4);
    expect(within(steps).getAllByRole('listitem')[0]).toHaveTextContent('Fill in the application with your shop details.');
    expect(screen.getByRole('link', { name: 'Apply to sell' })).toHaveAttribute('href', '/vendor/register');
  });

  it('in Somali the reasons and the apply link are Somali', async () => {
    await act(() => i18next.changeLanguage('so'));
    renderAt('/vendor/info', routes);
    expect(screen.getByText('Dakhligaaga toddobaad kasta ayaa lagu shubaa akoonkaaga M-Pesa.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Lacag bixin M-Pesa' })).toBeInTheDocument();
  });
});
