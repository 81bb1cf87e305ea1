/** For component tests only (`@cloudmine/api/testing`): the typed stand-in server keyed by the contract's calls. */
export {
  fakeServer,
  held,
  httpFailure,
  on,
  refused,
  takeContractDrift,
  testCodec,
  type Route,
  type SeenRequest,
} from './fake-server.js';
