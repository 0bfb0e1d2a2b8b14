import { createEventBus } from './event-bus';

describe('event bus', () => {
  it('delivers typed payloads to subscribers of that type only', () => {
    const bus = createEventBus();
    const added = jest.fn();
    const removed = jest.fn();
    bus.subscribe('cart/itemAdded', added);
    bus.subscribe('cart/itemRemoved', removed);
    bus.publish('cart/itemRemoved', { key: 'k1' });
    expect(removed).toHaveBeenCalledWith({ key: 'k1' });
    expect(added).not.toHaveBeenCalled();
  });

  it('stops delivering after unsubscribe', () => {
    const bus = createEventBus();
    const handler = jest.fn();
    const unsubscribe = bus.subscribe('locale/changed', handler);
    bus.publish('locale/changed', { locale: 'km' });
    unsubscribe();
    bus.publish('locale/changed', { locale: 'en' });
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('streams events as an observable', () => {
    const bus = createEventBus();
    const seen: string[] = [];
    const subscription = bus.stream('auth/loginRequested').subscribe((p) => seen.push(p.reason ?? ''));
    bus.publish('auth/loginRequested', { reason: 'checkout' });
    subscription.unsubscribe();
    expect(seen).toEqual(['checkout']);
  });
});
