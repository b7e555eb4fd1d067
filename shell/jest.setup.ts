// Testing Library's DOM matchers (toBeInTheDocument, toHaveAttribute, ...) for every shell test.
import '@testing-library/jest-dom';
