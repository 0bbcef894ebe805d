// @rental/remote-apps: the mount contract, the named containers and the host loader.
export { type ContainerName, containers } from './containers.ts';
