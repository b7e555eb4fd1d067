import '@testing-library/jest-dom';
import { render } from '@testing-library/react';
import { highlightParts } from '../lib/highlight';
import { Highlighted } from './Highlighted';

describe('highlightParts', () => {
  it('marks a prefix as typed, folded for case and accents', () => {
    expect(highlightParts('Spika ya Bluetooth', [{ word: 'spik', prefix: true }])).toEqual([
      { text: 'Spik', marked: true },
      { text: 'a ya Bluetooth', marked: false },
    ]);
    expect(
      highlightParts('Crème Brûlée', [
        { word: 'creme', prefix: false },
        { word: 'bru', prefix: true },
      ]),
    ).toEqual([
      { text: 'Crème', marked: true },
      { text: ' ', marked: false },
      { text: 'Brû', marked: true },
      { text: 'lée', marked: false },
    ]);
  });

  it('marks a whole word only where the word is whole', () => {
    expect(highlightParts('Phone Charger, phones', [{ word: 'phone', prefix: false }])).toEqual([
      { text: 'Phone', marked: true },
      { text: ' Charger, phones', marked: false },
    ]);
  });

  it('gives the text back unchanged, whatever it holds', () => {
    const name = 'Lamp <img src=x onerror=alert(1)> & "lamp"';
    const parts = highlightParts(name, [
      { word: 'lamp', prefix: true },
      { word: 'img', prefix: false },
    ]);
    expect(parts.map((p) => p.text).join('')).toBe(name);
    expect(parts.filter((p) => p.marked).map((p) => p.text)).toEqual(['Lamp', 'img', 'lamp']);
  });
});

describe('Highlighted', () => {
  it('renders markup in a name as text, with <mark> only around what matched', () => {
    const { container } = render(
      <h3>
        <Highlighted text={'Lamp <img src=x onerror=alert(1)><script>x()</script>'} words={[{ word: 'lamp', prefix: true }]} />
      </h3>,
    );
    expect(container.querySelector('img, script')).toBeNull();
    expect(container.querySelectorAll('mark')).toHaveLength(1);
    expect(container.querySelector('mark')).toHaveTextContent(/^Lamp$/);
    expect(container.querySelector('h3')).toHaveTextContent('Lamp <img src=x onerror=alert(1)><script>x()</script>');
  });

  it('renders plain text without words to mark', () => {
    const { container } = render(<Highlighted text="Wireless Earbuds" words={[]} />);
    expect(container.innerHTML).toBe('Wireless Earbuds');
  });
});
