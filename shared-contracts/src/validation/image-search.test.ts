import { checkImageSearchFile, isImageSearchPreview } from './image-search';

const PREVIEW = 'blob:http://localhost:3000/0b6c2b9e-3a5e-4c1e-9d7e-2f9a1c3b4d5e';
const fileOf = (name: string, type: string, size: number) => new File([new Uint8Array(size)], name, { type });
const makePreview = () => PREVIEW;

describe('checkImageSearchFile', () => {
  it.each([
    ['photo.jpg', 'image/jpeg'],
    ['photo.png', 'image/png'],
    ['anim.gif', 'image/gif'],
    ['pic.webp', 'image/webp'],
  ])('accepts %s (%s) and returns its preview address', (name, type) => {
    expect(checkImageSearchFile(fileOf(name, type, 10), makePreview)).toEqual({ ok: true, preview: PREVIEW });
  });

  it.each([
    ['a renamed program', fileOf('setup.png', 'application/x-msdownload', 10), 'Invalid file type'],
    ['an empty image', fileOf('empty.png', 'image/png', 0), 'File appears to be empty'],
    ['an image over 2 MB', fileOf('big.jpg', 'image/jpeg', 2 * 1024 * 1024 + 1), 'File too large (max 2MB)'],
    ['a wrong extension', fileOf('photo.svg', 'image/png', 10), 'Invalid file extension'],
    ['a forbidden name', fileOf('exe-photo.png', 'image/png', 10), 'Invalid file name'],
  ])('refuses %s with the upload check reason', (_label, file, message) => {
    const preview = jest.fn(makePreview);
    expect(checkImageSearchFile(file, preview)).toEqual({ ok: false, messageEn: message });
    expect(preview).not.toHaveBeenCalled();
  });

  it("says 'Failed to process image' when no preview can be made", () => {
    const broken = () => {
      throw new Error('no object URLs here');
    };
    expect(checkImageSearchFile(fileOf('photo.png', 'image/png', 10), broken)).toEqual({ ok: false, messageEn: 'Failed to process image' });
  });

  it('makes a browser object URL by default', () => {
    const original = URL.createObjectURL;
    URL.createObjectURL = jest.fn(() => PREVIEW);
    try {
      expect(checkImageSearchFile(fileOf('photo.png', 'image/png', 10))).toEqual({ ok: true, preview: PREVIEW });
    } finally {
      URL.createObjectURL = original;
    }
  });
});

describe('isImageSearchPreview', () => {
  const origin = 'http://localhost:3000';

  it('accepts an object URL of this page', () => {
    expect(isImageSearchPreview(PREVIEW, origin)).toBe(true);
  });

  it.each([
    ['another origin', 'blob:http://evil.example/0b6c2b9e-3a5e-4c1e-9d7e-2f9a1c3b4d5e'],
    ['an origin that only starts like this one', 'blob:http://localhost:30000/0b6c2b9e-3a5e-4c1e-9d7e-2f9a1c3b4d5e'],
    ['a web address', 'https://evil.example/cat.png'],
    ['a script scheme', 'javascript:alert(1)'],
    ['a data address', 'data:image/svg+xml,<svg onload=alert(1)>'],
    ['a blob with extra path', `${PREVIEW}/../x`],
    ['a blob without an id', 'blob:http://localhost:3000/'],
    ['not text', 42],
  ])('refuses %s', (_label, value) => {
    expect(isImageSearchPreview(value, origin)).toBe(false);
  });

  it('refuses everything when the page origin is not a web origin', () => {
    expect(isImageSearchPreview('blob:null/0b6c2b9e-3a5e-4c1e-9d7e-2f9a1c3b4d5e', 'null')).toBe(false);
  });
});
