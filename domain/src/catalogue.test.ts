import { describe, expect, it } from 'vitest';
import {
  CATALOGUE_PAGE_SIZE,
  canonicalCatalogueParams,
  catalogueSearchParams,
  parseCatalogueQuery,
  searchAsFilters,
} from './catalogue';
import { refusal as r } from './refusal';
import type { CatalogueQuery } from './catalogue';

const parse = (params: Record<string, string>) => parseCatalogueQuery((name) => params[name]);

describe('catalogue query', () => {
  it('reads nothing as the first page of everything, newest first', () => {
    expect(parse({})).toEqual({
      ok: true,
      query: {
        search: '',
        category: null,
        district: null,
        minPrice: null,
        maxPrice: null,
        sort: 'newest',
        limit: CATALOGUE_PAGE_SIZE,
        cursor: null,
      },
    });
  });

  it('reads every parameter', () => {
    const parsed = parse({
      search: 'plumber',
      category: 'plumbing',
      district: 'dhaka',
      minPrice: '500',
      maxPrice: '2000',
      sort: 'price-asc',
      limit: '10',
      cursor: 'abc',
    });
    expect(parsed).toMatchObject({
      ok: true,
      query: { category: 'plumbing', district: 'dhaka', minPrice: 500, maxPrice: 2000, limit: 10 },
    });
  });

  it.each([
    [{ category: 'roofing' }, { code: 'paramOneOf', params: { name: 'category' } }],
    [{ district: 'atlantis' }, r('districtParam')],
    [{ minPrice: '-5' }, r('priceParamNumber', { name: 'minPrice' })],
    [{ maxPrice: 'lots' }, r('priceParamNumber', { name: 'maxPrice' })],
    [{ minPrice: '900', maxPrice: '100' }, r('priceParamOrder')],
    [{ sort: 'random' }, { code: 'paramOneOf', params: { name: 'sort' } }],
    [{ limit: '0' }, r('paramWholeNumber', { name: 'limit', min: 1, max: 100 })],
    [{ limit: '101' }, r('paramWholeNumber', { name: 'limit', min: 1, max: 100 })],
    [{ limit: '2.5' }, r('paramWholeNumber', { name: 'limit', min: 1, max: 100 })],
    [{ search: 'x'.repeat(501) }, r('paramTooLong', { name: 'search', max: 500 })],
  ])('refuses %o naming the parameter', (params, refused) => {
    expect(parse(params)).toMatchObject({ ok: false, refusal: refused });
  });

  it('writes only what differs from the defaults, so equal queries share one URL', () => {
    const parsed = parse({ search: ' pipe ', category: 'plumbing', sort: 'newest' });
    if (!parsed.ok) throw new Error(parsed.refusal.code);
    expect(catalogueSearchParams(parsed.query).toString()).toBe('search=pipe&category=plumbing');
  });

  it('gives the API one URL per query: the page size only where nothing else is paged', () => {
    const canonical = (params: Record<string, string>) => {
      const parsed = parse(params);
      if (!parsed.ok) throw new Error(parsed.refusal.code);
      return canonicalCatalogueParams(parsed.query).toString();
    };
    expect(canonical({ search: 'pipe', sort: 'newest', limit: '24' })).toBe('search=pipe');
    expect(canonical({ search: ' pipe ', limit: '6', cursor: 'c1' })).toBe(
      'search=pipe&limit=6&cursor=c1',
    );
    // Nothing but the page: the limit stays, so it is not the unpaged list (no parameter) or
    // its continuation (a cursor alone).
    expect(canonical({ sort: 'newest' })).toBe(`limit=${CATALOGUE_PAGE_SIZE}`);
    expect(canonical({ cursor: 'c1' })).toBe(`limit=${CATALOGUE_PAGE_SIZE}&cursor=c1`);
    expect(canonical({ limit: '6' })).toBe('limit=6');
  });
});

describe('a search that names a trade or a district', () => {
  const query = (search: string, more: Partial<CatalogueQuery> = {}): CatalogueQuery => {
    const parsed = parse({ search });
    if (!parsed.ok) throw new Error(parsed.refusal.code);
    return { ...parsed.query, ...more };
  };
  const filters = (search: string, more: Partial<CatalogueQuery> = {}) => {
    const found = searchAsFilters(query(search, more));
    return found && { search: found.search, category: found.category, district: found.district };
  };

  it.each([
    ['plumber', 'plumbing', null],
    ['Electrician', 'electrical', null],
    ['ইলেকট্রিশিয়ান', 'electrical', null],
    ['deep cleaning', 'deep-cleaning', null],
    ['pest control', 'pest-control', null],
    ['dhaka', null, 'dhaka'],
    ['ঢাকা', null, 'dhaka'],
    ["cox's bazar", null, 'coxs-bazar'],
    ['plumber dhaka', 'plumbing', 'dhaka'],
    ['Sylhet painter', 'painting', 'sylhet'],
  ])('lists %s as its filter', (search, category, district) => {
    expect(filters(search)).toEqual({ search: '', category, district });
  });

  it.each([
    ['pipe', 'a word of the trade that does not name it'],
    ['repair', 'one word of a two-word name'],
    ['bazar', "one word of Cox's Bazar"],
    ['plumber electrician', 'two trades'],
    ['dhaka sylhet', 'two districts'],
    ['plumber leak', 'a word beside the trade'],
    ['a', 'no word'],
  ])('ranks %s as a search (%s)', (search) => {
    expect(filters(search)).toBeNull();
  });

  it('keeps a filter the query already has, and then ranks a word that would change it', () => {
    expect(filters('dhaka', { category: 'painting' })).toEqual({
      search: '',
      category: 'painting',
      district: 'dhaka',
    });
    expect(filters('plumber', { category: 'painting' })).toBeNull();
  });
});
