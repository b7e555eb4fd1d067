import '@testing-library/jest-dom';
import { MemoryRouter } from 'react-router';
import { act, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { setUpI18nPerTest } from '../../../testing/harness';
import { SupportPanelView } from './SupportPanelView';

setUpI18nPerTest();

function renderPanel() {
  return render(
    <MemoryRouter>
      <SupportPanelView />
    </MemoryRouter>,
  );
}

describe('SupportPanelView', () => {
  it('offers a call to the support line, the support hours and the FAQ', () => {
    renderPanel();
    expect(screen.getByRole('link', { name: 'Call +254 700 000 000' })).toHaveAttribute('href', 'tel:+254700000000');
    expect(screen.getByText('Support hours: Mon-Fri 8AM-6PM EAT')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Read the FAQ' })).toHaveAttribute('href', '/faq');
  });

  it('prefills the messaging chat with the greeting in the current language, URL-encoded', async () => {
    renderPanel();
    const link = () => new URL(screen.getByRole('link', { name: /WhatsApp/ }).getAttribute('href') ?? '');
    expect(link().origin + link().pathname).toBe('https://wa.me/254700000000');
    expect(link().searchParams.get('text')).toBe('Hello District Market! I need help with my order.');
    await act(() => i18next.changeLanguage('sw'));
    expect(link().searchParams.get('text')).toBe('Habari District Market! Ninahitaji msaada kuhusu agizo langu.');
    expect(screen.getByRole('link', { name: /WhatsApp/ }).getAttribute('href')).toContain('Habari%20District%20Market!');
  });
});
