import { describe, it } from 'node:test';
import { expect } from 'expect';
import { createRenderGate } from './render-gate';

/** A render that finishes when the test says so. */
function held() {
  let finish!: (html: string) => void;
  const promise = new Promise<string>((resolve) => (finish = resolve));
  return { promise, finish };
}

describe('render gate', () => {
  it('runs at most its concurrency, lets a bounded number wait, and sheds the rest', async () => {
    const gate = createRenderGate<string>({ concurrency: 2, maxWaiting: 1 });
    const renders = [held(), held(), held()];
    const started: number[] = [];
    const a = gate.run('/a', () => (started.push(0), renders[0]!.promise));
    const b = gate.run('/b', () => (started.push(1), renders[1]!.promise));
    const c = gate.run('/c', () => (started.push(2), renders[2]!.promise));
    expect(await gate.run('/d', async () => 'never')).toBeNull();
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    expect([gate.running, gate.waiting]).toEqual([2, 1]);

    renders[0]!.finish('A');
    expect(await a).toBe('A');
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual([0, 1, 2]);
    expect([gate.running, gate.waiting]).toEqual([2, 0]);
    renders[1]!.finish('B');
    renders[2]!.finish('C');
    expect(await Promise.all([b, c])).toEqual(['B', 'C']);
    expect([gate.running, gate.waiting]).toEqual([0, 0]);
  });

  it('renders a URL asked while it renders once, for every request, even when the gate is full', async () => {
    const gate = createRenderGate<string>({ concurrency: 1, maxWaiting: 0 });
    const render = held();
    let renders = 0;
    const first = gate.run('/', () => (renders++, render.promise));
    const same = Array.from({ length: 50 }, () => gate.run('/', async () => (renders++, 'other')));
    render.finish('home');
    expect(await Promise.all([first, ...same])).toEqual(Array(51).fill('home'));
    expect(renders).toBe(1);
  });

  it('frees its slot when a render fails, and renders the URL again when asked again', async () => {
    const gate = createRenderGate<string>({ concurrency: 1, maxWaiting: 0 });
    await expect(gate.run('/', async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(gate.running).toBe(0);
    expect(await gate.run('/', async () => 'home')).toBe('home');
  });
});
