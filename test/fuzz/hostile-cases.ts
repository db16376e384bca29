// The requests of the fuzz: for every endpoint, one part of a valid call replaced by hostile input
// (issue 12: NUL bytes, lone surrogates, deep and large JSON, wrong types, methods, media types,
// headers, URLs), each with the statuses it must get when the answer is certain, and seeded random
// variations of the same classes for longer runs.
import type { Route } from './bff-routes.js';
import type { EndpointHint } from './endpoint-hints.js';

export interface FuzzRequest {
  /** What the request tries, for failure messages: `POST /auth/users: NUL in username`. */
  label: string;
  method: string;
  /** Path and query, percent-encoded. */
  path: string;
  headers: Record<string, string>;
  body?: string | Buffer;
  /** The statuses the answer must have; any but a 5xx when absent. */
  expect?: number[];
}

/** The endpoint to fuzz: its route, a valid call of it, and the tokens it may send. */
export interface Target {
  route: Route;
  hint: EndpointHint;
  /** `Token …` of the fuzz account, and one that belongs to nobody. */
  tokens: { account: string; stranger: string };
}

const MAX_DEPTH = 64;
const BODY_LIMIT = 64 * 1024;
const BAD_REQUEST = [400];

/** Strings no handler may see: refused with 400 wherever they are. */
export const REFUSED_TEXT: Record<string, string> = {
  'a NUL byte': 'price\u0000_1',
  'a lone high surrogate': '\ud800',
  'a lone low surrogate': 'x\udfffy',
  'surrogates in the wrong order': '\ude00\ud83d',
};

/** JSON values of the wrong type or shape for a field, written as JSON text. */
const ODD_VALUES: Record<string, string> = {
  zero: '0',
  'a negative number': '-1',
  'an unsafe integer': '9007199254740993',
  'a huge number': '1e308',
  'an overflowing number': '1e999',
  'a fraction': '0.1',
  true: 'true',
  false: 'false',
  null: 'null',
  'an empty list': '[]',
  'an empty object': '{}',
  'a list of strings': '["NVDA", "AAPL"]',
  'an object': '{"value": "NVDA"}',
  'an empty string': '""',
  'blank text': '"   "',
  'long text': JSON.stringify('x'.repeat(5000)),
  'text near the body limit': JSON.stringify('y'.repeat(60_000)),
  'astral characters': JSON.stringify('🚀📈 earnings'),
  'a right-to-left override': JSON.stringify('\u202eNVDA'),
  markup: JSON.stringify('<script>alert(1)</script>'),
  SQL: JSON.stringify("' OR 1=1 --"),
  'a path': JSON.stringify('../../../../etc/passwd'),
  'control characters': JSON.stringify('\u0001\u001b[31m\u007f'),
  'a prototype object': '{"__proto__": {"isAdmin": true}}',
};

/** Whole bodies that are not the object an endpoint reads. */
const ODD_BODIES: Record<string, { body: string | Buffer; expect?: number[] }> = {
  'a list': { body: '[]' },
  'a string': { body: '"NVDA"' },
  'a number': { body: '42' },
  null: { body: 'null' },
  true: { body: 'true' },
  'an empty object': { body: '{}' },
  'JSON nested 5000 deep': { body: '['.repeat(5000) + ']'.repeat(5000), expect: BAD_REQUEST },
  'objects nested 200 deep': { body: '{"a":'.repeat(200) + '1' + '}'.repeat(200), expect: BAD_REQUEST },
  [`JSON nested ${MAX_DEPTH + 1} deep`]: { body: '['.repeat(MAX_DEPTH + 1) + ']'.repeat(MAX_DEPTH + 1), expect: BAD_REQUEST },
  [`JSON nested ${MAX_DEPTH} deep`]: { body: '['.repeat(MAX_DEPTH) + ']'.repeat(MAX_DEPTH) },
  'a body over the limit': { body: JSON.stringify({ padding: 'z'.repeat(BODY_LIMIT + 10) }), expect: [413] },
  'a body of 1 MB': { body: JSON.stringify({ padding: 'z'.repeat(1024 * 1024) }), expect: [413] },
  'unfinished JSON': { body: '{"username": ', expect: BAD_REQUEST },
  'a trailing comma': { body: '{"a": 1,}', expect: BAD_REQUEST },
  'single quotes': { body: "{'a': 1}", expect: BAD_REQUEST },
  NaN: { body: '{"a": NaN}', expect: BAD_REQUEST },
  'text after the JSON': { body: '{"a": 1} {"b": 2}', expect: BAD_REQUEST },
  'a byte-order mark': { body: '\ufeff{}' },
  'duplicate keys': { body: '{"a": 1, "a": "\\u0000"}', expect: BAD_REQUEST },
  'bytes that are not UTF-8': {
    body: Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
    expect: BAD_REQUEST,
  },
  'UTF-8 encoding a surrogate': {
    body: Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xed, 0xa0, 0x80, 0x22, 0x7d]),
    expect: BAD_REQUEST,
  },
  'a NUL byte in a key': { body: '{"user\\u0000name": "fuzz"}', expect: BAD_REQUEST },
  'a constructor prototype': { body: '{"constructor": {"prototype": {"isAdmin": true}}}' },
};

/** Bodies sent with a media type other than JSON. */
const MEDIA_TYPES: Record<string, { type?: string; body: string; expect?: number[] }> = {
  'plain text': { type: 'text/plain', body: '{"a": 1}', expect: [415] },
  'a form': { type: 'application/x-www-form-urlencoded', body: 'username=fuzz&password=x', expect: [415] },
  multipart: {
    type: 'multipart/form-data; boundary=fuzz',
    body: '--fuzz\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--fuzz--\r\n',
    expect: [415],
  },
  XML: {
    type: 'application/xml',
    body: '<?xml version="1.0"?><!DOCTYPE a [<!ENTITY x SYSTEM "file:///etc/passwd">]><a>&x;</a>',
    expect: [415],
  },
  'JSON declared UTF-16': { type: 'application/json; charset=utf-16', body: '{}' },
  'JSON in capitals': { type: 'APPLICATION/JSON', body: '{}' },
  'a media type with empty parameters': { type: 'application/json;;;', body: '{}' },
  'no media type': { body: '{"a": 1}' },
  'an empty JSON body': { type: 'application/json', body: '' },
};

export const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD', 'TRACE', 'PROPFIND'];

const PARAM_VALUES: Record<string, { value: string; expect?: number[] }> = {
  'a NUL byte': { value: 'a%00b', expect: BAD_REQUEST },
  'bytes that are not UTF-8': { value: '%ff%fe', expect: BAD_REQUEST },
  'UTF-8 encoding a surrogate': { value: '%ED%A0%80', expect: BAD_REQUEST },
  // 414 where the router gives up on the parameter; 404 where the web app's wildcard route takes the path instead.
  'an overlong value': { value: '9'.repeat(200), expect: [414, 404] },
  'a negative number': { value: '-1' },
  zero: { value: '0' },
  'a huge number': { value: '99999999999999999999999' },
  'a traversal': { value: '..%2F..%2F..%2Fetc%2Fpasswd' },
  'a right-to-left override': { value: '%E2%80%AE' },
  spaces: { value: 'a%20b' },
  dots: { value: '%2e%2e' },
};

const QUERY_STRINGS: Record<string, { query: string; expect?: number[] }> = {
  'a NUL byte': { query: 'x=%00', expect: BAD_REQUEST },
  'a NUL byte in a name': { query: 'a%00b=1', expect: BAD_REQUEST },
  'bytes that are not UTF-8': { query: 'x=%ED%A0%80%ff' },
  'a broken escape': { query: 'x=%ZZ%' },
  'a repeated name': { query: 'page=1&page=2&page=x' },
  'bracket names': { query: '__proto__[isAdmin]=1&constructor[prototype][x]=1' },
  'a query of 8 KB': { query: `q=${'q'.repeat(8 * 1024)}` },
  'an empty name': { query: '=1&&=&x' },
};

/** Credentials that are malformed or belong to nobody. */
const AUTHORIZATIONS: Record<string, string> = {
  'an empty token': 'Token ',
  'the word alone': 'Token',
  'a token of 8000 characters': `Token ${'f'.repeat(8000)}`,
  'Latin-1 bytes': 'Token \u00ff\u00fe\u00e9',
  'another scheme': 'Basic Zm9vOmJhcg==',
  'a token with spaces': 'Token a b c',
  'a bearer token': 'Bearer eyJhbGciOiJub25lIn0.e30.',
};

const OTHER_HEADERS: Record<string, { headers: Record<string, string>; expect?: number[] }> = {
  'a header of 20 KB': { headers: { 'x-fuzz': 'h'.repeat(20 * 1024) }, expect: [431] },
  'a cookie of 24 KB': { headers: { cookie: `session=${'c'.repeat(24 * 1024)}` }, expect: [431] },
  'an odd Accept': { headers: { accept: 'text/html;q=abc, */*;q=-1' } },
  'an odd Accept-Encoding': { headers: { 'accept-encoding': 'br;q=2, gzip;q=-1, identity;q=0' } },
  'an odd If-None-Match': { headers: { 'if-none-match': `"${'e'.repeat(2000)}"` } },
  ranges: { headers: { range: 'bytes=0-1,2-3,-5' } },
  'a forged client address': { headers: { 'x-forwarded-for': '127.0.0.1, not-an-address, ::1' } },
  'a foreign origin': { headers: { origin: 'https://catalysts-login.example', 'sec-fetch-site': 'cross-site' } },
};

/** The path of a call, its `:params` filled in (`values` already percent-encoded win over the hint's). */
function pathOf(target: Target, values: Record<string, string> = {}, query?: string): string {
  const path = target.route.path.replace(/:(\w+)/g, (_, name: string) =>
    name in values ? values[name] : encodeURIComponent(target.hint.params?.[name] ?? 'sample'),
  );
  const hinted = new URLSearchParams(target.hint.query ?? {}).toString();
  const search = query ?? hinted;
  // Djoser's paths end in a slash, as the spec's client sends them.
  return `${path}/${search ? `?${search}` : ''}`;
}

const hasBody = (method: string) => ['POST', 'PUT', 'PATCH'].includes(method);

function headersOf(target: Target, extra: Record<string, string> = {}): Record<string, string> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (target.hint.auth) headers.authorization = target.hint.auth === 'account' ? target.tokens.account : target.tokens.stranger;
  return { ...headers, ...extra };
}

/** The valid body with `field` replaced by raw JSON text. */
function withField(body: Record<string, unknown>, field: string, json: string): string {
  const others = Object.entries(body)
    .filter(([name]) => name !== field)
    .map(([name, value]) => `${JSON.stringify(name)}: ${JSON.stringify(value)}`);
  return `{${[...others, `${JSON.stringify(field)}: ${json}`].join(', ')}}`;
}

/** Every deterministic case for one endpoint. */
export function casesFor(target: Target): FuzzRequest[] {
  const { method, path: pattern } = target.route;
  const name = `${method} ${pattern}`;
  const cases: FuzzRequest[] = [];
  const json = (label: string, body: string | Buffer, expect?: number[], type = 'application/json') =>
    cases.push({
      label: `${name}: ${label}`,
      method,
      path: pathOf(target),
      headers: headersOf(target, { 'content-type': type }),
      body,
      expect,
    });

  if (hasBody(method)) {
    const body = target.hint.body ?? {};
    const fields = Object.keys(body).length ? Object.keys(body) : ['value'];
    for (const field of fields) {
      for (const [what, text] of Object.entries(REFUSED_TEXT)) {
        json(`${what} in ${field}`, withField(body, field, JSON.stringify(text)), BAD_REQUEST);
        json(`${what} deep in ${field}`, withField(body, field, JSON.stringify([{ inner: [text] }])), BAD_REQUEST);
      }
      for (const [what, text] of Object.entries(ODD_VALUES)) json(`${what} as ${field}`, withField(body, field, text));
      const deep = '['.repeat(MAX_DEPTH) + ']'.repeat(MAX_DEPTH);
      json(`JSON nested ${MAX_DEPTH + 1} deep in ${field}`, withField(body, field, deep), BAD_REQUEST);
    }
    json('the valid call', JSON.stringify(body));
    for (const [what, { body: odd, expect }] of Object.entries(ODD_BODIES)) json(`${what} as the body`, odd, expect);
    for (const [what, media] of Object.entries(MEDIA_TYPES))
      cases.push({
        label: `${name}: ${what}`,
        method,
        path: pathOf(target),
        headers: headersOf(target, media.type ? { 'content-type': media.type } : {}),
        body: media.body,
        expect: media.type?.startsWith('multipart/') && target.hint.multipart ? undefined : media.expect,
      });
  }

  // An empty form: these cases are about the URL, the method and the headers, and a valid body would
  // make every one of them hash a password or call Stripe.
  const plain = (label: string, options: Partial<FuzzRequest> = {}) =>
    cases.push({
      label: `${name}: ${label}`,
      method,
      path: pathOf(target),
      headers: headersOf(target, hasBody(method) ? { 'content-type': 'application/json' } : {}),
      body: hasBody(method) ? '{}' : undefined,
      ...options,
    });

  // OPTIONS as a browser's CORS preflight from another site: the bff must not allow it.
  const preflight = { origin: 'https://catalysts-login.example', 'access-control-request-method': method };
  for (const other of METHODS.filter((candidate) => candidate !== method))
    plain(`method ${other}`, {
      method: other,
      body: undefined,
      headers: headersOf(target, other === 'OPTIONS' ? preflight : {}),
    });
  if (target.hint.auth === 'account')
    plain('no credentials', { headers: headersOf({ ...target, hint: { ...target.hint, auth: undefined } }) });
  for (const [what, authorization] of Object.entries(AUTHORIZATIONS))
    plain(`credentials with ${what}`, { headers: { ...headersOf(target), authorization } });
  for (const [what, { headers, expect }] of Object.entries(OTHER_HEADERS))
    plain(what, { headers: { ...headersOf(target), ...headers }, expect });
  for (const [what, { query, expect }] of Object.entries(QUERY_STRINGS))
    plain(`a query with ${what}`, { path: pathOf(target, {}, query), expect });
  for (const [parameter, value] of Object.entries(target.hint.query ?? {}))
    for (const [what, text] of Object.entries(REFUSED_TEXT)) {
      const query = new URLSearchParams({ ...target.hint.query, [parameter]: `${value}${text}` }).toString();
      plain(`${what} in the query's ${parameter}`, { path: pathOf(target, {}, query), expect: BAD_REQUEST });
    }
  for (const parameter of [...pattern.matchAll(/:(\w+)/g)].map((match) => match[1]))
    for (const [what, { value, expect }] of Object.entries(PARAM_VALUES))
      plain(`${what} as :${parameter}`, { path: pathOf(target, { [parameter]: value }), expect });
  return cases;
}

/** Connection-level abuse, sent byte for byte: Node refuses each before any route (400), or reads it leniently. */
export const RAW_REQUESTS: Record<string, { bytes: string; expect?: number[] }> = {
  'a NUL byte in the request line': {
    bytes: 'GET /api/get-plans/\u0000 HTTP/1.1\r\nHost: fuzz\r\nConnection: close\r\n\r\n',
    expect: BAD_REQUEST,
  },
  'a method that is no token': {
    bytes: 'G\u0001T /api/get-plans/ HTTP/1.1\r\nHost: fuzz\r\nConnection: close\r\n\r\n',
    expect: BAD_REQUEST,
  },
  'a header without a colon': {
    bytes: 'GET /api/get-plans/ HTTP/1.1\r\nHost: fuzz\r\nNoColonHere\r\nConnection: close\r\n\r\n',
    expect: BAD_REQUEST,
  },
  'a body both chunked and sized': {
    bytes:
      'POST /auth/users/ HTTP/1.1\r\nHost: fuzz\r\nContent-Type: application/json\r\nContent-Length: 4\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n2\r\n{}\r\n0\r\n\r\n',
    expect: BAD_REQUEST,
  },
  'a broken chunk size': {
    bytes:
      'POST /auth/users/ HTTP/1.1\r\nHost: fuzz\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\nzz\r\n{}\r\n0\r\n\r\n',
    expect: BAD_REQUEST,
  },
  'two Content-Lengths': {
    bytes:
      'POST /auth/users/ HTTP/1.1\r\nHost: fuzz\r\nContent-Type: application/json\r\nContent-Length: 2\r\nContent-Length: 3\r\nConnection: close\r\n\r\n{}',
    expect: BAD_REQUEST,
  },
  'an unknown HTTP version': {
    bytes: 'GET /api/get-plans/ HTTP/7.1\r\nHost: fuzz\r\nConnection: close\r\n\r\n',
    expect: BAD_REQUEST,
  },
  // Node still reads HTTP/0.9's bare request line; whatever it answers, it must be no 5xx.
  'a HTTP/0.9 request': { bytes: 'GET /api/get-plans/\r\n\r\n' },
};

/** A small seeded generator (mulberry32): the same seed gives the same run. */
export function seeded(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (below: number) => Math.floor(next() * below);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)];
  return { next, int, pick };
}

export type Random = ReturnType<typeof seeded>;

/** Text built from the characters that break things, in random places. */
export function randomText(random: Random): string {
  const pieces = [
    'a',
    'Z',
    '0',
    ' ',
    '"',
    '\\',
    '/',
    '\u0000',
    '\ud800',
    '\udfff',
    '\ud83d\ude80',
    'é',
    '\u202e',
    '\n',
    '%',
    '{',
    '[',
    '<',
  ];
  return Array.from({ length: random.int(40) }, () => random.pick(pieces)).join('');
}

/** A random JSON value up to `depth` levels, sometimes past the limit. */
export function randomJson(random: Random, depth: number): string {
  const roll = random.int(depth > 0 ? 9 : 6);
  if (roll === 0) return JSON.stringify(randomText(random));
  if (roll === 1) return String(random.pick([0, -1, 1e308, 2 ** 53 + 1, 0.5, -0]));
  if (roll === 2) return random.pick(['true', 'false', 'null', '1e999']);
  if (roll === 3) return JSON.stringify(random.pick(['NVDA', 'earnings', '2026-11-23', 'pm_card_visa', '']));
  if (roll === 4) return JSON.stringify('w'.repeat(random.int(70_000)));
  if (roll === 5) return `"${randomText(random).replace(/["\\]/g, '')}"`;
  if (roll === 6) return `[${Array.from({ length: random.int(4) }, () => randomJson(random, depth - 1)).join(',')}]`;
  if (roll === 7)
    return `{${Array.from({ length: random.int(4) }, () => `${JSON.stringify(randomText(random))}:${randomJson(random, depth - 1)}`).join(',')}}`;
  return '['.repeat(depth + random.int(80)) + ']'.repeat(depth + random.int(80));
}

/** One random variation of a class above, for runs longer than the deterministic cases. */
export function randomCase(targets: Target[], random: Random): FuzzRequest {
  const target = random.pick(targets);
  const { method, path: pattern } = target.route;
  const label = `${method} ${pattern}: random`;
  const parameters = [...pattern.matchAll(/:(\w+)/g)].map((match) => match[1]);
  const classes = [
    ...(hasBody(method) ? ['field', 'body'] : []),
    ...(parameters.length ? ['parameter'] : []),
    'query',
    'header',
    'method',
  ];
  const json = { 'content-type': 'application/json' };
  switch (random.pick(classes)) {
    case 'field': {
      const body = target.hint.body ?? {};
      const field = random.pick([...Object.keys(body), 'value']);
      return {
        label: `${label} value of ${field}`,
        method,
        path: pathOf(target),
        headers: headersOf(target, json),
        body: withField(body, field, randomJson(random, 3)),
      };
    }
    case 'body':
      return {
        label: `${label} body`,
        method,
        path: pathOf(target),
        headers: headersOf(target, json),
        body: randomJson(random, 4),
      };
    case 'parameter': {
      // Lone surrogates cannot be percent-encoded; the fixed cases send their UTF-8 forms.
      const value = encodeURIComponent(randomText(random).replace(/[\ud800-\udfff]/g, '')) || 'x';
      return {
        label: `${label} parameter`,
        method,
        path: pathOf(target, { [random.pick(parameters)]: value }),
        headers: headersOf(target),
      };
    }
    case 'query': {
      const name = random.pick([
        ...Object.keys(target.hint.query ?? {}),
        'q',
        randomText(random).replace(/[\ud800-\udfff]/g, ''),
      ]);
      const query = new URLSearchParams({ [name]: randomText(random).replace(/[\ud800-\udfff]/g, '') }).toString();
      return { label: `${label} query`, method, path: pathOf(target, {}, query), headers: headersOf(target) };
    }
    case 'header': {
      const [what, authorization] = random.pick(Object.entries(AUTHORIZATIONS));
      const headers =
        random.next() < 0.5
          ? { ...headersOf(target), authorization }
          : { ...headersOf(target), ...random.pick(Object.values(OTHER_HEADERS)).headers };
      return {
        label: `${label} header (${what})`,
        method,
        path: pathOf(target),
        headers,
        body: hasBody(method) ? '{}' : undefined,
      };
    }
    default:
      return { label: `${label} method`, method: random.pick(METHODS), path: pathOf(target), headers: headersOf(target) };
  }
}
