/**
 * `@porchlight/client/testing`: a typed fake of the API and typed sample records, for the
 * dashboard's and the widget's tests. Test code only: it imports the contract at run time
 * (TypeBox with it), which must never reach a browser bundle (test/testing-boundary.test.ts).
 */
export {
  type FakeApi,
  type FakeCall,
  type FakeCallOf,
  type FakeHandler,
  type FakeHandlers,
  type FakeReply,
  type FakeResponder,
  fakeApi,
} from './testing/fake-api.ts';
export { SAMPLE_IDS, sample } from './testing/samples.ts';
