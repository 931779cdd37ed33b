import { describe, expectTypeOf, it } from 'vitest';
import type {
  ApiError,
  Endpoints,
  RequestOf,
  ResponseOf,
  User,
  ViewingDays,
  WorkflowVariables,
} from '../src/index.ts';

/* Checked by `tsc` (test/ is in the tsconfig); at run time these are no-ops. */

describe('static types', () => {
  it('types a PATCH body as a partial of the editable fields', () => {
    type Body = RequestOf<Endpoints['updateUser']>['body'];
    expectTypeOf<{ scheduleViewing: 'TEXT' }>().toExtend<Body>();
    expectTypeOf<{ scheduleViewing: 'SOMETIMES' }>().not.toExtend<Body>();
  });

  it('types path params by the names the path uses', () => {
    expectTypeOf<RequestOf<Endpoints['getViewingHours']>['params']>().toEqualTypeOf<{
      propertyId: string;
    }>();
  });

  it('answers the declared statuses with their bodies and the rest with ApiError', () => {
    type R = ResponseOf<Endpoints['getSubscription']>;
    expectTypeOf<Extract<R, { status: 404 }>['body']>().toEqualTypeOf<ApiError>();
    expectTypeOf<Extract<R, { status: 200 }>['body']['quantity']>().toEqualTypeOf<number>();
    expectTypeOf<Extract<R, { status: 0 }>['body']>().toEqualTypeOf<null>();
  });

  it('types a 304 as a null body', () => {
    type R = ResponseOf<Endpoints['getResidentConversation']>;
    expectTypeOf<Extract<R, { status: 304 }>['body']>().toEqualTypeOf<null>();
  });

  it('keys viewing days by weekday and types variables as plain values', () => {
    expectTypeOf<keyof ViewingDays>().toEqualTypeOf<
      'monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday' | 'saturday' | 'sunday'
    >();
    expectTypeOf<WorkflowVariables[string]>().toEqualTypeOf<string | number | boolean>();
    expectTypeOf<User['viewingDuration']>().toEqualTypeOf<15 | 30 | 45 | 60>();
  });
});
