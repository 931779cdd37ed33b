/**
 * `@porchlight/client/testing`: a typed fake of the API and typed sample records, for the
 * dashboard's and the widget's tests. Test code only: it holds every endpoint's route and
 * the samples, bytes a browser bundle must never carry (test/testing-boundary.test.ts).
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
