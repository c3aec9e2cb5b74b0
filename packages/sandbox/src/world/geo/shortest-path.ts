// A* over the sea graph lives in @tracklane/domain; re-exported for the sandbox's tests.
export { type Endpoint, shortestPath } from '@tracklane/domain';
