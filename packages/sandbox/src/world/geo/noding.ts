// Noding of the marnet lines lives in @tracklane/domain; re-exported for the sandbox's tests.
export { buildNetwork, MAX_PIECE_NM, type Network } from '@tracklane/domain';
