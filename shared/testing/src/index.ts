export { renderWithStorefront, type RenderOptions } from './render';
export { fakeApi, FakeError } from './fake-api';
export { customerUser } from './fixtures';
export { settle } from './settle';
