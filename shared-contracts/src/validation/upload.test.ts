import { UPLOAD_MAX_BYTES } from './constants';
import { checkUpload } from './upload';

const ok = { ok: true };
const fail = (message: string) => ({ ok: false, message });

describe('checkUpload', () => {
  it.each([
    ['photo.jpg', 'image/jpeg'],
    ['photo.jpeg', 'image/jpeg'],
    ['PHOTO.JPG', 'image/jpeg'],
    ['shirt.png', 'image/png'],
    ['anim.gif', 'image/gif'],
    ['modern.webp', 'image/webp'],
    ['picha ya kiatu.png', 'image/png'],
  ])('accepts %j (%s)', (name, type) => {
    expect(checkUpload({ name, type, size: 1024 })).toEqual(ok);
  });

  it.each(['image/svg+xml', 'image/bmp', 'text/html', 'application/pdf', 'application/x-msdownload', ''])(
    "rejects type %j with 'Invalid file type'",
    (type) => {
      expect(checkUpload({ name: 'photo.png', type, size: 10 })).toEqual(fail('Invalid file type'));
    },
  );

  it('accepts a MIME type in any case', () => {
    expect(checkUpload({ name: 'a.png', type: 'IMAGE/PNG', size: 10 })).toEqual(ok);
  });

  it('allows exactly 2 MB and rejects one byte more', () => {
    expect(UPLOAD_MAX_BYTES).toBe(2_097_152);
    expect(checkUpload({ name: 'a.png', type: 'image/png', size: UPLOAD_MAX_BYTES })).toEqual(ok);
    expect(checkUpload({ name: 'a.png', type: 'image/png', size: UPLOAD_MAX_BYTES + 1 })).toEqual(fail('File too large (max 2MB)'));
    expect(checkUpload({ name: 'a.png', type: 'image/png', size: Infinity })).toEqual(fail('File too large (max 2MB)'));
  });

  it.each([0, -1, Number.NaN])("treats size %p as 'File appears to be empty'", (size) => {
    expect(checkUpload({ name: 'a.png', type: 'image/png', size })).toEqual(fail('File appears to be empty'));
  });

  it.each(['photo', 'photo.', 'photo.svg', 'photo.png.html', 'photo.jpe', 'photo.png ', 'photo.png\u200B'])(
    "rejects the extension of %j with 'Invalid file extension'",
    (name) => {
      expect(checkUpload({ name, type: 'image/png', size: 10 })).toEqual(fail('Invalid file extension'));
    },
  );

  it.each([
    'script.png',
    'MyScript.jpg',
    'javascript.gif',
    'shell.php.png',
    'setup.exe.jpg',
    'run.BAT.webp',
    // The spec's rule is a plain "contains", so innocent names containing the words fail too.
    'bathroom.jpg',
    'description.png',
  ])("rejects the name %j with 'Invalid file name'", (name) => {
    expect(checkUpload({ name, type: 'image/png', size: 10 })).toEqual(fail('Invalid file name'));
  });

  it('reports the first failing rule: type, empty, size, extension, name', () => {
    expect(checkUpload({ name: 'evil.php', type: 'text/php', size: 0 })).toEqual(fail('Invalid file type'));
    expect(checkUpload({ name: 'evil.php', type: 'image/png', size: 0 })).toEqual(fail('File appears to be empty'));
    expect(checkUpload({ name: 'evil.php', type: 'image/png', size: 3e6 })).toEqual(fail('File too large (max 2MB)'));
    expect(checkUpload({ name: 'evil.php', type: 'image/png', size: 10 })).toEqual(fail('Invalid file extension'));
    expect(checkUpload({ name: 'evil.php.png', type: 'image/png', size: 10 })).toEqual(fail('Invalid file name'));
  });

  it('handles a very long file name', () => {
    expect(checkUpload({ name: `${'a'.repeat(100_000)}.png`, type: 'image/png', size: 10 })).toEqual(ok);
  });
});
