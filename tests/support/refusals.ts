/**
 * The API's words for the domain's refusals (functions/src/refusals.ts), for the suites that read
 * them in answers and on screen: docs/product.md's English, and the body a refusal answers.
 */
import { refusal } from '@meramot/domain/refusal';
import type { RefusalCode, RefusalParams } from '@meramot/domain/refusal';
import { englishOf } from '../../functions/src/refusals';

/** The refusal in docs/product.md's English, as the API answers and the English screens show it. */
export const english = (code: RefusalCode, params?: RefusalParams) =>
  englishOf(refusal(code, params));

/** The JSON body the API answers for the refusal: `{error, code, params?}`. */
export const refusedBody = (code: RefusalCode, params?: RefusalParams) => ({
  error: english(code, params),
  ...refusal(code, params),
});
