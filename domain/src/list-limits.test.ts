import { describe, expect, it } from 'vitest';
import {
  DASHBOARD_LIST_LIMIT,
  DASHBOARD_PAGE_SIZE,
  PUBLIC_LIST_LIMIT,
  dashboardLimit,
  listBoundOf,
} from './list-limits';

describe('list limits', () => {
  it('grows a dashboard by pages up to its bound', () => {
    expect(dashboardLimit(1)).toBe(DASHBOARD_PAGE_SIZE);
    expect(dashboardLimit(3)).toBe(3 * DASHBOARD_PAGE_SIZE);
    expect(dashboardLimit(0)).toBe(DASHBOARD_PAGE_SIZE);
    expect(dashboardLimit(1000)).toBe(DASHBOARD_LIST_LIMIT);
  });

  it('offers Load more only while a full answer may have more, then says it is bounded', () => {
    expect(listBoundOf(12, 50, DASHBOARD_LIST_LIMIT)).toBe('complete');
    expect(listBoundOf(50, 50, DASHBOARD_LIST_LIMIT)).toBe('more');
    expect(listBoundOf(DASHBOARD_LIST_LIMIT, DASHBOARD_LIST_LIMIT, DASHBOARD_LIST_LIMIT)).toBe(
      'bounded',
    );
    expect(listBoundOf(PUBLIC_LIST_LIMIT, PUBLIC_LIST_LIMIT, PUBLIC_LIST_LIMIT)).toBe('bounded');
  });
});
