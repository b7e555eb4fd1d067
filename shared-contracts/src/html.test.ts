import { escapeHtml } from './html';

describe('escapeHtml', () => {
  it('turns the five markup characters into entities', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe('&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;');
  });

  it('leaves other text, odd Unicode included, as it is', () => {
    const text = 'Duka la Nairobi — KES 1,500 · 😀 ‮';
    expect(escapeHtml(text)).toBe(text);
  });

  it('read back as HTML, the result is the original text and no element', () => {
    const hostile = `<img src=x onerror="alert(1)"><script>alert('x')</script>`;
    const host = document.createElement('div');
    host.innerHTML = `<p>${escapeHtml(hostile)}</p>`;
    expect(host.querySelector('img, script')).toBeNull();
    expect(host.textContent).toBe(hostile);
  });
});
