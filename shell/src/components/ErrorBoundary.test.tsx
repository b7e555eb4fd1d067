import '@testing-library/jest-dom';
import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { initI18n, registerTranslations } from '@marketplace/contracts';
import { translations } from '../i18n/translations';
import { ErrorBoundary } from './ErrorBoundary';
import { ErrorScreen } from './ErrorScreen';

let consoleError: jest.SpyInstance;

beforeAll(async () => {
  await initI18n('en');
  registerTranslations('shell', translations);
});

beforeEach(() => {
  // React logs every caught render error; these throws are expected.
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(async () => {
  consoleError.mockRestore();
  await i18next.changeLanguage('en');
});

const failure = new Error('remote render failed');

function Bomb({ explode }: { explode: boolean }) {
  if (explode) throw failure;
  return <p>remote content</p>;
}

describe('ErrorScreen', () => {
  it("shows 'Something went wrong', the message, the Error ID and both buttons", () => {
    render(<ErrorScreen errorId="ERR-0123456789AB" onRetry={jest.fn()} region="mfe_search" />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveAttribute('data-error-region', 'mfe_search');
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(alert).toHaveTextContent('This part of the page could not be shown.');
    expect(alert).toHaveTextContent('Error ID: ERR-0123456789AB');
    expect(screen.getByTestId('error-id')).toHaveTextContent('ERR-0123456789AB');
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh Page' })).toHaveAttribute('type', 'button');
  });

  it('Try Again calls onRetry once', async () => {
    const onRetry = jest.fn();
    render(<ErrorScreen errorId="ERR-0123456789AB" onRetry={onRetry} region="mfe_search" />);
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('renders an error id as text', () => {
    const { container } = render(<ErrorScreen errorId={'<img src=x onerror=alert(1)>'} onRetry={jest.fn()} region="x" />);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByTestId('error-id')).toHaveTextContent('<img src=x onerror=alert(1)>');
  });

  it('follows the language', async () => {
    await i18next.changeLanguage('sw');
    render(<ErrorScreen errorId="ERR-0123456789AB" onRetry={jest.fn()} region="x" />);
    expect(screen.getByRole('heading', { name: 'Hitilafu imetokea' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Jaribu Tena' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Onyesha Upya Ukurasa' })).toBeInTheDocument();
  });
});

describe('ErrorBoundary', () => {
  it('renders its children while nothing throws', () => {
    const report = jest.fn(() => 'ERR-000000000001');
    render(
      <ErrorBoundary report={report} fallback={() => <p>fallback</p>}>
        <Bomb explode={false} />
      </ErrorBoundary>,
    );
    expect(screen.getByText('remote content')).toBeInTheDocument();
    expect(report).not.toHaveBeenCalled();
  });

  it('shows the fallback with the Error ID returned by report, reporting the thrown error once', async () => {
    const report = jest.fn(() => 'ERR-ABCDEF012345');
    render(
      <ErrorBoundary report={report} fallback={(id, reset) => <ErrorScreen errorId={id} onRetry={reset} region="mfe_catalog" />}>
        <Bomb explode />
      </ErrorBoundary>,
    );
    expect(await screen.findByText('ERR-ABCDEF012345')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.queryByText('remote content')).not.toBeInTheDocument();
    expect(report).toHaveBeenCalledTimes(1);
    expect(report).toHaveBeenCalledWith(failure);
  });

  it('contains the failure: content outside the boundary keeps rendering', async () => {
    render(
      <>
        <header>shell header</header>
        <ErrorBoundary report={() => 'ERR-ABCDEF012345'} fallback={(id) => <p>failed {id}</p>}>
          <Bomb explode />
        </ErrorBoundary>
        <footer>shell footer</footer>
      </>,
    );
    expect(await screen.findByText('failed ERR-ABCDEF012345')).toBeInTheDocument();
    expect(screen.getByText('shell header')).toBeInTheDocument();
    expect(screen.getByText('shell footer')).toBeInTheDocument();
  });

  it('Try Again (reset) renders the children again once they stop throwing', async () => {
    const report = jest.fn(() => 'ERR-ABCDEF012345');
    function Harness() {
      const [explode, setExplode] = useState(true);
      return (
        <>
          <button type="button" onClick={() => setExplode(false)}>
            heal
          </button>
          <ErrorBoundary report={report} fallback={(id, reset) => <ErrorScreen errorId={id} onRetry={reset} region="mfe_catalog" />}>
            <Bomb explode={explode} />
          </ErrorBoundary>
        </>
      );
    }
    render(<Harness />);
    await screen.findByText('ERR-ABCDEF012345');

    await userEvent.click(screen.getByRole('button', { name: 'heal' }));
    expect(screen.getByRole('alert')).toBeInTheDocument(); // still failed until the user retries
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));

    expect(screen.getByText('remote content')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(report).toHaveBeenCalledTimes(1);
  });

  it('a child that throws again after Try Again shows a fresh Error ID', async () => {
    const report = jest.fn<string, [unknown]>().mockReturnValueOnce('ERR-000000000001').mockReturnValueOnce('ERR-000000000002');
    render(
      <ErrorBoundary report={report} fallback={(id, reset) => <ErrorScreen errorId={id} onRetry={reset} region="mfe_catalog" />}>
        <Bomb explode />
      </ErrorBoundary>,
    );
    await screen.findByText('ERR-000000000001');
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('ERR-000000000002')).toBeInTheDocument();
    expect(report).toHaveBeenCalledTimes(2);
  });
});
