import type { ContractRules } from '@mc/runtime';

/** DRF's TokenAuthentication reads one header; no header is anywhere near this long. */
export const AUTHORIZATION_RULES: ContractRules = { authorization: { maxLength: 4096 } };
