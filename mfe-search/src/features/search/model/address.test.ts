import { activeFilterCount, readAddress, writeAddress, DEFAULT_FILTERS } from './address';

const ORIGIN = 'http://localhost:3000';
const PREVIEW = 'blob:http://localhost:3000/0b6c2b9e-3a5e-4c1e-9d7e-2f9a1c3b4d5e';
const read = (search: string) => readAddress(new URLSearchParams(search), ORIGIN);

describe('readAddress', () => {
  it('reads every filter and the sort from the address', () => {
    expect(read('q=kitenge&category=electronics,clothing&min=100&max=5000&sort=price-desc&page=2')).toEqual({
      q: 'kitenge',
      image: null,
      filters: { categories: ['clothing', 'electronics'], min: 100, max: 5000, sort: 'price-desc' },
      page: 2,
    });
  });

  it('gives the defaults for an empty address', () => {
    expect(read('')).toEqual({ q: null, image: null, filters: DEFAULT_FILTERS, page: 1 });
  });

  it('treats a blank q as no query (browse everything)', () => {
    expect(read('q=%20%20').q).toBeNull();
  });

  it('keeps q as it came, still unvalidated (the page validates it)', () => {
    expect(read('q=%3Cscript%3Ealert(1)%3C%2Fscript%3E').q).toBe('<script>alert(1)</script>');
  });

  it('drops unknown and path-like categories and counts repeated ones once', () => {
    expect(read('category=../../x&category=food,food&category=%3Cb%3E,models').filters.categories).toEqual(['models', 'food']);
  });

  it.each([
    ['min=-5', null],
    ['min=abc', null],
    ['min=1e9', null],
    ['min=12.345', null],
    ['min=0x10', null],
    ['min=Infinity', null],
    ['min=99999999999', null],
    ['min=250.50', 250.5],
  ])('reads %s as min %p', (search, min) => {
    expect(read(search).filters.min).toBe(min);
  });

  it('reads max=abc as no upper bound', () => {
    expect(read('max=abc').filters.max).toBeNull();
  });

  it('turns a backwards range (min > max) the right way round', () => {
    expect(read('min=5000&max=100').filters).toMatchObject({ min: 100, max: 5000 });
  });

  it('uses the first of repeated single-value parameters', () => {
    expect(read('q=one&q=two&sort=price-asc&sort=price-desc&min=5&min=9')).toMatchObject({
      q: 'one',
      filters: { sort: 'price-asc', min: 5 },
    });
  });

  it.each(['sort=random', 'sort=', 'sort=__proto__'])('falls back to relevance for %s', (search) => {
    expect(read(search).filters.sort).toBe('relevance');
  });

  it.each(['page=0', 'page=-1', 'page=abc', 'page=1001', 'page=99999999'])('falls back to page 1 for %s', (search) => {
    expect(read(search).page).toBe(1);
  });

  it('accepts an image preview made by this page', () => {
    expect(read(`image=${encodeURIComponent(PREVIEW)}`).image).toBe(PREVIEW);
  });

  it.each([
    'https://evil.example/cat.png',
    'javascript:alert(1)',
    'blob:https://evil.example/0b6c2b9e-3a5e-4c1e-9d7e-2f9a1c3b4d5e',
    'data:image/png;base64,AAAA',
  ])('ignores an image parameter that is not a blob: address of this page: %s', (image) => {
    expect(read(`image=${encodeURIComponent(image)}`).image).toBeNull();
  });
});

describe('writeAddress', () => {
  it('writes only what differs from the defaults', () => {
    expect(writeAddress({ q: 'tea', filters: DEFAULT_FILTERS, page: 1 }).toString()).toBe('q=tea');
  });

  it('round-trips a full state through the address', () => {
    const state = {
      q: 'kitenge dress',
      image: null,
      filters: { categories: ['clothing', 'food'] as const, min: 0.5, max: 9000, sort: 'price-asc' as const },
      page: 3,
    };
    const params = writeAddress({ ...state, filters: { ...state.filters, categories: [...state.filters.categories] } });
    expect(params.toString()).toBe('q=kitenge+dress&category=clothing%2Cfood&min=0.5&max=9000&sort=price-asc&page=3');
    expect(readAddress(params, ORIGIN)).toEqual({ ...state, filters: { ...state.filters, categories: ['clothing', 'food'] } });
  });
});

describe('activeFilterCount', () => {
  it('counts each category and each price bound', () => {
    expect(activeFilterCount(DEFAULT_FILTERS)).toBe(0);
    expect(activeFilterCount({ categories: ['food', 'beauty'], min: 10, max: null, sort: 'price-desc' })).toBe(3);
  });
});
