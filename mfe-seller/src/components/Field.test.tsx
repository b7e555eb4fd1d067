import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import { Field } from './Field';

describe('Field', () => {
  it('gives its control the id its label names, and its hint as the description', () => {
    render(
      <Field id="shop-name" label="Shop name" hint="As shoppers see it.">
        <input />
      </Field>,
    );
    const input = screen.getByLabelText('Shop name');
    expect(input).toHaveAttribute('id', 'shop-name');
    expect(input).toHaveAccessibleDescription('As shoppers see it.');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('marks its control invalid and describes it with the hint and the error, whatever the control', () => {
    render(
      <Field id="shop-category" label="Category" hint="Where it is listed." error="Choose a category.">
        <select>
          <option value="">None</option>
        </select>
      </Field>,
    );
    const select = screen.getByLabelText('Category');
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Where it is listed. Choose a category.');
  });

  it('describes a control without a hint by its error alone, and a control with neither not at all', () => {
    const { rerender } = render(
      <Field id="reason" label="Reason" error="Say why.">
        <textarea />
      </Field>,
    );
    expect(screen.getByLabelText('Reason')).toHaveAccessibleDescription('Say why.');
    rerender(
      <Field id="reason" label="Reason">
        <textarea />
      </Field>,
    );
    expect(screen.getByLabelText('Reason')).not.toHaveAttribute('aria-describedby');
  });
});
