// Sea paths live in @tracklane/domain; re-exported for the sandbox's tests.
export { pointAlong, toSeaPath } from '@tracklane/domain';
