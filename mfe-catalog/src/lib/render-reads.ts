import { createContext, useContext } from 'react';
import { serverRead } from '@marketplace/contracts/fragment';

/** This remote's federation name, as the shell's server and the page know it. */
export const REMOTE_NAME = 'mfe_catalog';

/**
 * The reads of one server render (src/server/render.tsx): a read the render asks for is sent, and
 * the next pass renders with its answer. In the browser there is none, and a read's first render
 * takes the answer the server render used when the page is hydrating that render.
 */
export interface RenderReads {
  answer(key: string): { value: unknown } | undefined;
  ask(key: string, pending: Promise<unknown>): void;
  /** The page's thing does not exist: the region is answered with status 404. */
  notFound(): void;
}

export const RenderReadsContext = createContext<RenderReads | null>(null);

/** Marks a server render as Not Found; nothing in the browser. */
export function useNotFoundStatus(): void {
  useContext(RenderReadsContext)?.notFound();
}

/** The answer for `key` that this render starts with, if it has one. */
export function useStartingAnswer(key: string): { render: RenderReads | null; answer: { value: unknown } | undefined } {
  const render = useContext(RenderReadsContext);
  return { render, answer: render ? render.answer(key) : serverRead(REMOTE_NAME, key) };
}
