/** Issue 29: ticks the start screen's "I have read and understood the instructions" (Start Test waits for it). */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';

export async function agreeToInstructions(): Promise<void> {
  const box = (await screen.findByTestId('instructions-confirm')) as HTMLInputElement;
  await waitFor(() => expect(box.disabled).toBe(false));
  if (!box.checked) fireEvent.click(box);
}
