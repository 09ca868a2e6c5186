/** The function's pure helpers, where the emulators cannot show the difference production makes. */
import type { NextFunction, Request, Response } from 'express';
import { logger } from 'firebase-functions/v2';
import { describe, expect, it, vi } from 'vitest';
import { sameStoredValue } from '../../functions/src/firebase';
import { REFUSAL_CODES, refusal } from '@meramot/domain/refusal';
import { ApiError, refused } from '../../functions/src/http';
import { REFUSALS, englishOf } from '../../functions/src/refusals';
import { answerError, isJsonContentType } from '../../functions/src/middleware';

describe('sameStoredValue', () => {
  it('ignores the order of map keys, which Firestore does not promise to keep', () => {
    // The emulator returns keys in the order first written; this is the case it cannot show.
    const written = { name: 'Rahim', email: 'rahim@meramot.test', photoURL: '' };
    const readBack = { email: 'rahim@meramot.test', name: 'Rahim', photoURL: '' };
    expect(sameStoredValue(written, readBack)).toBe(true);
    expect(sameStoredValue({ a: { x: 1, y: [1, 2] } }, { a: { y: [1, 2], x: 1 } })).toBe(true);
  });

  it('tells apart different values, array orders and missing keys', () => {
    expect(sameStoredValue({ a: 1 }, { a: 2 })).toBe(false);
    expect(sameStoredValue(['a', 'b'], ['b', 'a'])).toBe(false);
    expect(sameStoredValue({ a: 1, b: undefined }, { a: 1, c: undefined })).toBe(false);
    expect(sameStoredValue({ a: 1 }, { a: 1, b: 2 })).toBe(false);
    expect(sameStoredValue([], {})).toBe(false);
    expect(sameStoredValue(null, {})).toBe(false);
  });
});

describe('isJsonContentType', () => {
  it('accepts application/json and +json types in UTF-8', () => {
    for (const type of [
      'application/json',
      'Application/JSON; charset=UTF-8',
      'application/json; charset="utf-8"',
      'application/vnd.meramot+json',
    ]) {
      expect(isJsonContentType(type), type).toBe(true);
    }
  });

  it('refuses everything else', () => {
    for (const type of [
      undefined,
      '',
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/json; charset=latin1',
      'application/jsonp',
    ]) {
      expect(isJsonContentType(type), String(type)).toBe(false);
    }
  });
});

describe('answerError', () => {
  /** What the error middleware answers for `error`, with a stand-in for Express's response. */
  function answerTo(error: unknown) {
    const answer = { status: 0, headers: {} as Record<string, string>, body: undefined as unknown };
    const res = {
      headersSent: false,
      status(code: number) {
        answer.status = code;
        return this;
      },
      set(headers: Record<string, string>) {
        Object.assign(answer.headers, headers);
        return this;
      },
      json(body: unknown) {
        answer.body = body;
        return this;
      },
    };
    const req = { path: '/serviceDetails/%E0' };
    answerError(error, req as Request, res as unknown as Response, vi.fn() as NextFunction);
    return answer;
  }

  it('answers an ApiError with its status, headers and message', () => {
    const answer = answerTo(new ApiError(405, 'Method GET is not allowed', { Allow: 'POST' }));
    expect(answer).toEqual({
      status: 405,
      headers: { Allow: 'POST' },
      body: { error: 'Method GET is not allowed' },
    });
  });

  it('answers anything unexpected 500 Internal error and logs it, the client sees no detail', () => {
    const logged = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    const error = new TypeError('secret detail at handler (file.js:1:2)');
    const answer = answerTo(error);
    expect(answer.status).toBe(500);
    expect(answer.body).toEqual({ error: 'Internal error' });
    expect(logged).toHaveBeenCalledWith('api: unhandled error', error);
  });

  it('answers a path parameter that does not decode as an unknown path', () => {
    const answer = answerTo(new URIError("Failed to decode param '%E0'"));
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ error: 'Not found: /serviceDetails/%E0' });
  });

  it("answers a domain refusal with its status, docs/product.md's English, its code and values", () => {
    const answer = answerTo(refused(refusal('priceChanged', { priceTaka: 2000 })));
    expect(answer.status).toBe(409);
    expect(answer.body).toEqual({
      error: 'The price of this service has changed to ৳2,000: check the new price and book again',
      code: 'priceChanged',
      params: { priceTaka: 2000 },
    });
  });
});

describe('the refusal table', () => {
  it('gives every refusal code of the domain an HTTP status and English words', () => {
    expect(Object.keys(REFUSALS).sort()).toEqual([...REFUSAL_CODES].sort());
    for (const code of REFUSAL_CODES) {
      expect([400, 401, 403, 404, 409, 429], code).toContain(REFUSALS[code].status);
      expect(REFUSALS[code].english.trim(), code).not.toBe('');
    }
  });

  it('names a form field by its label and an amount as a price', () => {
    expect(englishOf(refusal('tooLong', { field: 'serviceName', max: 100 }))).toBe(
      'Service name must be at most 100 characters',
    );
    expect(englishOf(refusal('billDiscountOver', { discountTaka: 1951, billTaka: 1950 }))).toBe(
      'The discount (৳1,951) is more than the bill (৳1,950)',
    );
  });
});
