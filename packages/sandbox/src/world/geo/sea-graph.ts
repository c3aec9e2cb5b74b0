// The routing graph lives in @tracklane/domain; re-exported for the sandbox's tests.
export { buildSeaGraph, joinNodes, type SeaGraph } from '@tracklane/domain';
