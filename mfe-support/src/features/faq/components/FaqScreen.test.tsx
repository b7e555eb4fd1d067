import '@testing-library/jest-dom';
import { MemoryRouter } from 'react-router';
// The node build of the server renderer: the browser build needs a MessageChannel jsdom lacks.
import { renderToString } from 'react-dom/server.node';
import { hydrateRoot, type Root } from 'react-dom/client';
import { act, fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { setUpI18nPerTest } from '../../../testing/harness';
import { FAQ_CATEGORIES } from '../data/faq';
import { FaqScreen } from './FaqScreen';

setUpI18nPerTest();

function renderFaq(path = '/faq') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <FaqScreen />
    </MemoryRouter>,
  );
}

const search = (text: string) => fireEvent.change(screen.getByRole('searchbox', { name: 'Search FAQs' }), { target: { value: text } });
const questions = () => screen.queryAllByRole('button', { expanded: false }).concat(screen.queryAllByRole('button', { expanded: true }));

describe('FaqScreen', () => {
  it('shows the four categories with at least four questions each', () => {
    renderFaq();
    for (const name of ['Orders & Shipping', 'Nairobi Scale Models Collection', 'Returns & Exchanges', 'Account & Payment']) {
      expect(screen.getByRole('heading', { name, level: 2 })).toBeInTheDocument();
    }
    for (const category of FAQ_CATEGORIES) expect(category.questions.length).toBeGreaterThanOrEqual(4);
    expect(screen.getByRole('searchbox')).toHaveAttribute('placeholder', 'Search FAQs...');
  });

  it('filters questions and answers case-insensitively, ignoring accents', () => {
    renderFaq();
    search('M-PESA');
    expect(questions().map((b) => b.textContent)).toEqual(
      expect.arrayContaining(['How does paying with M-Pesa work?', 'Which payment methods do you accept?']),
    );
    expect(screen.queryByRole('button', { name: 'How do I track my order?' })).not.toBeInTheDocument();
    // 'prépaid' matches 'prepaid' in the answers about return labels.
    search('prépaid');
    expect(screen.getByRole('button', { name: 'How do I return an item?' })).toBeInTheDocument();
  });

  it("says 'No results found' when nothing matches, and comes back when the search is cleared", () => {
    renderFaq();
    search('xylophone');
    expect(screen.getByRole('status')).toHaveTextContent('No results found');
    expect(questions()).toHaveLength(0);
    search('');
    expect(questions().length).toBeGreaterThanOrEqual(16);
  });

  it('opens one question at a time, as a disclosure with a controlled panel', () => {
    renderFaq();
    const first = screen.getByRole('button', { name: 'How do I track my order?' });
    const second = screen.getByRole('button', { name: 'How long does delivery take?' });
    fireEvent.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(first.getAttribute('aria-controls') ?? '')!;
    expect(panel).toBeVisible();
    expect(panel).toHaveTextContent('Track Package');
    fireEvent.click(second);
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(panel).not.toBeVisible();
    expect(second).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens the question a deep link names, and ignores a hash that names none', () => {
    renderFaq('/faq#refund-time');
    expect(screen.getByRole('button', { name: 'When will I get my refund?' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('ignores an unknown or hostile hash', () => {
    renderFaq('/faq#%3Cimg%20src%3Dx%3E');
    expect(screen.queryAllByRole('button', { expanded: true })).toHaveLength(0);
  });

  it('links to contact and to a support call when questions remain', async () => {
    renderFaq();
    expect(screen.getByRole('heading', { name: 'Still have questions?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('link', { name: /Call Support/ })).toHaveAttribute('href', 'tel:+254700000000');
    await act(() => i18next.changeLanguage('so'));
    expect(screen.getByRole('heading', { name: "Weli su'aalo ma qabtaa?" })).toBeInTheDocument();
  });
});

describe('FaqScreen hydrating the server’s markup', () => {
  let root: Root | undefined;
  afterEach(() => {
    act(() => root?.unmount());
    document.body.replaceChildren();
    jest.restoreAllMocks();
  });

  /** The server's render of `/faq` (it never sees a hash), hydrated in the browser at `address`. */
  async function hydrateAt(address: string) {
    const markup = renderToString(
      <MemoryRouter initialEntries={['/faq']}>
        <FaqScreen />
      </MemoryRouter>,
    );
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = markup;
    const serverDetails = container.querySelectorAll('details').length;
    const problems: unknown[] = [];
    // A text or element mismatch is a recoverable error; an attribute's, a console error.
    jest.spyOn(console, 'error').mockImplementation((...args) => problems.push(args));
    await act(async () => {
      root = hydrateRoot(
        container,
        <MemoryRouter initialEntries={[address]}>
          <FaqScreen />
        </MemoryRouter>,
        { onRecoverableError: (error) => problems.push(error) },
      );
    });
    return { serverDetails, problems };
  }

  it('matches the server, then turns each question into a disclosure button and opens a deep link’s', async () => {
    const { serverDetails, problems } = await hydrateAt('/faq#refund-time');
    expect(serverDetails).toBe(FAQ_CATEGORIES.flatMap((c) => c.questions).length);
    expect(problems).toEqual([]);
    expect(document.querySelectorAll('details')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'When will I get my refund?' })).toHaveAttribute('aria-expanded', 'true');
    search('m-pesa');
    expect(screen.queryByRole('button', { name: 'How do I track my order?' })).not.toBeInTheDocument();
  });
});
