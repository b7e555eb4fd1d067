// The hostile-input corpus of the trust checks (issue 14), plain data so that both the
// Playwright suite and a Jest check (hostile-payloads.test.ts: size and categories) import it.
// Every payload that could run code calls `__xss(n)` or opens a dialog, which the suite's trap records.

const LONG = 10_000;

/** `unit` repeated to exactly `length` characters. */
function repeatTo(unit: string, length: number): string {
  return unit.repeat(Math.ceil(length / unit.length)).slice(0, length);
}

export interface Payload {
  /** What the payload tries, for failure messages. */
  kind: string;
  value: string;
}

const payload = (kind: string, value: string): Payload => ({ kind, value });

export const HOSTILE: readonly Payload[] = [
  // Script tags and breaking out of a context into one.
  payload('script tag', '<script>__xss(1)</script>'),
  payload('script after closing a double-quoted attribute', '"><script>__xss(2)</script>'),
  payload('script after closing a single-quoted attribute', "'><script>__xss(3)</script>"),
  payload('closing script then script', '</script><script>__xss(4)</script>'),
  payload('closing textarea then script', '</textarea><script>__xss(5)</script>'),
  payload('closing title then script', '</title><script>__xss(6)</script>'),
  // Event handlers.
  payload('img onerror', '<img src=x onerror=__xss(7)>'),
  payload('img onerror, alert', '<img src=x onerror=alert(8)>'),
  payload('body onload', '<body onload=__xss(9)>'),
  payload('details ontoggle', '<details open ontoggle=__xss(10)>'),
  payload('input autofocus onfocus', '<input autofocus onfocus=__xss(11)>'),
  payload('video source onerror', '<video><source onerror="__xss(12)"></video>'),
  // Breaking out of attribute values.
  payload('double quote into onmouseover', '" onmouseover="__xss(13)" x="'),
  payload('single quote into onfocus', "' onfocus='__xss(14)' autofocus='"),
  payload('backtick attribute', '`onerror=__xss(15)`'),
  payload('quotes into a JS string', '\\";__xss(16);//\';__xss(16);//'),
  // javascript: and data: URLs.
  payload('javascript: URL', 'javascript:__xss(17)'),
  payload('javascript: URL, mixed case and spaces', ' JaVaScRiPt:__xss(18)//'),
  payload('javascript: URL, entity-encoded', 'jav&#x09;ascript:__xss(19)'),
  payload('javascript: URL, alert', 'javascript:alert(20)'),
  payload('data: HTML URL', 'data:text/html,<script>__xss(21)</script>'),
  payload('data: base64 HTML URL', 'data:text/html;base64,PHNjcmlwdD5fX3hzcygyMik8L3NjcmlwdD4='),
  payload('anchor with javascript: href', '<a href="javascript:__xss(23)">open</a>'),
  payload('iframe with javascript: src', '<iframe src="javascript:__xss(24)"></iframe>'),
  payload('object with data: URL', '<object data="data:text/html,<script>__xss(25)</script>"></object>'),
  payload('form action button', '<form><button formaction="javascript:__xss(26)">go</button></form>'),
  // SVG and MathML.
  payload('svg onload', '<svg onload=__xss(27)>'),
  payload('svg script', '<svg><script>__xss(28)</script></svg>'),
  payload('svg animate onbegin', '<svg><animate onbegin=__xss(29) attributeName=x dur=1s>'),
  payload('svg use with data: href', '<svg><use href="data:image/svg+xml,<svg id=x onload=__xss(30)>#x"/></svg>'),
  payload('MathML href', '<math><mi xlink:href="javascript:__xss(31)">x</mi></math>'),
  payload('MathML mutation (mXSS)', '<math><mtext><table><mglyph><style><img src=x onerror=__xss(32)>'),
  payload('noscript mutation (mXSS)', '<noscript><p title="</noscript><img src=x onerror=__xss(33)>">'),
  // Template and CSS injection.
  payload('template expression', '{{constructor.constructor("__xss(34)")()}}'),
  payload('template literal', '${__xss(35)}'),
  payload('server template', '<%= __xss(36) %>#{__xss(36)}'),
  payload('closing style then script', '</style><script>__xss(37)</script>'),
  payload('CSS url javascript:', 'red;background:url("javascript:__xss(38)")'),
  payload('style tag import', '<style>@import "javascript:__xss(39)";body{display:none}</style>'),
  payload('CSS expression', 'x{}*{width:expression(__xss(40))}'),
  // Encoded forms that must stay text.
  payload('percent-encoded script', '%3Cscript%3E__xss(41)%3C%2Fscript%3E'),
  payload('entity-encoded script', '&lt;script&gt;__xss(42)&lt;/script&gt;'),
  // Invisible and direction-changing characters.
  payload('RTL override', 'invoice\u202Efdp.exe'),
  payload('zero-width characters', 'ka\u200Bnga\u200C\u200D\uFEFF\u2060'),
  payload('null byte and CRLF', 'a\u0000b\r\nSet-Cookie: pwned=1'),
  // Sizes and scripts.
  payload('10,000 letters', repeatTo('A', LONG)),
  payload('10,000 characters of payloads', repeatTo('<img src=x onerror=__xss(47)>', LONG)),
  payload('emoji', '🛒🇰🇪👩🏾‍💻🔥 ✅'),
  payload('combining marks (zalgo)', 'Z̸̡̛a̷̢͝l̶̨͠g̵̡͘o̴̧͝'),
  // SQL-looking text and paths.
  payload('SQL tautology', "' OR '1'='1' --"),
  payload('SQL drop', "'; DROP TABLE products; --"),
  payload('SQL union', '1 UNION SELECT email, encrypted_password FROM auth.users --'),
  payload('path traversal', '../../../../etc/passwd'),
  payload('prototype pollution', '__proto__[polluted]=1&constructor[prototype][polluted]=1'),
];

/** Fields that accept text of the spec's own rules but still carry markup and quotes, for stored values. */
export const STORABLE = {
  /** Passes the name rule (letters, spaces, hyphens, apostrophes): quotes, RTL script and marks. */
  names: ["O'Brien' onmouseover'x", 'Z̸a̷l̶g̵o Wanjiku', 'عائشة بنت أحمد', "Ng'ang'a-Ōkubo"],
  /** Free text (a message, a description, a business name): markup that must come back as typed. */
  texts: [
    '<script>__xss(101)</script> "><img src=x onerror=__xss(102)> {{constructor.constructor("__xss(103)")()}}',
    "'; DROP TABLE contact_messages; -- <svg onload=__xss(104)> javascript:__xss(105) 🛒🇰🇪",
  ],
} as const;
