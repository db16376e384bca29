import { ProblemKind } from './domain-errors.js';
import { inputErrorProblem } from './input-error.js';

/** An error as pg raises it (DatabaseError: a SQLSTATE `code` and a `severity`). */
const pgError = (code: string) => Object.assign(new Error('refused'), { code, severity: 'ERROR' });
/** An error as Prisma 7 raises it through the pg driver adapter. */
const prismaError = (code: string, originalCode?: string) =>
  Object.assign(new Error('Invalid `prisma.user.create()` invocation'), {
    code,
    meta: originalCode ? { driverAdapterError: { cause: { kind: 'postgres', originalCode } } } : { modelName: 'User' },
  });

describe('inputErrorProblem', () => {
  it('answers a NUL byte PostgreSQL refused as an invalid request, from pg or from Prisma', () => {
    const nul = {
      problem: {
        kind: ProblemKind.INVALID,
        errors: [{ field: '', code: 'null_characters', message: 'Null characters are not allowed.' }],
      },
      sqlState: '22021',
    };
    expect(inputErrorProblem(pgError('22021'))).toEqual(nul);
    expect(inputErrorProblem(prismaError('P2039', '22021'))).toEqual(nul);
    expect(inputErrorProblem(prismaError('P2010', '22021'))).toEqual(nul);
    expect(inputErrorProblem(new Error('wrapped', { cause: pgError('22021') }))).toEqual(nul);
  });

  it('answers a value too long, out of range or malformed as invalid, and a duplicate as a conflict', () => {
    const invalid = { problem: { kind: ProblemKind.INVALID } };
    expect(inputErrorProblem(prismaError('P2000'))).toMatchObject({ ...invalid, sqlState: '22001' });
    expect(inputErrorProblem(pgError('54000'))).toMatchObject(invalid);
    expect(inputErrorProblem(prismaError('P2020'))).toMatchObject({ ...invalid, sqlState: '22003' });
    expect(inputErrorProblem(pgError('22P02'))).toMatchObject({
      problem: { kind: ProblemKind.INVALID, errors: [{ field: '', code: 'invalid', message: 'Enter a valid value.' }] },
    });
    expect(inputErrorProblem(prismaError('P2002'))).toEqual({
      problem: {
        kind: ProblemKind.CONFLICT,
        errors: [{ field: '', code: 'duplicate', message: 'A record with these values already exists.' }],
      },
      sqlState: '23505',
    });
  });

  it('leaves faults that are not the request’s alone', () => {
    expect(inputErrorProblem(pgError('57P01'))).toBeUndefined(); // the server shutting down
    expect(inputErrorProblem(prismaError('P1001'))).toBeUndefined(); // the database out of reach
    expect(inputErrorProblem(prismaError('P2034'))).toBeUndefined(); // a write conflict, retried
    expect(inputErrorProblem(Object.assign(new Error('connect'), { code: 'ECONNREFUSED' }))).toBeUndefined();
    expect(inputErrorProblem(new TypeError('x is undefined'))).toBeUndefined();
    expect(inputErrorProblem(undefined)).toBeUndefined();
  });
});
