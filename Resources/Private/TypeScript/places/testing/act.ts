/** Test support for the places' React parts (not part of the bundle). */
import { act } from '@testing-library/react';

/** Runs `fn` inside act and lets pending promises (a photo URI, say) settle. */
export async function settle(fn?: () => void): Promise<void> {
  await act(async () => {
    fn?.();
    await Promise.resolve();
  });
}
