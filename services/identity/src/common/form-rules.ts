import type { ContractRules } from '@mc/runtime';

/**
 * Djoser's requests carry the client's JSON body as text: checked again here (it parses, no NUL
 * byte or lone surrogate in any string or key, at most 64 levels deep) before Djoser's rules run.
 */
export const FORM_RULES: ContractRules = { form_json: { json: true } };

/** DRF's TokenAuthentication reads one header; no header is anywhere near this long. */
export const AUTHORIZATION_RULES: ContractRules = { authorization: { maxLength: 4096 } };
