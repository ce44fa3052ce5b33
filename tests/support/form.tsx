/** jsdom helpers of the admin form tests: render inside a query client, read and type into a labelled field. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import type React from 'react';

export const renderWithQuery = (ui: React.ReactNode) => render(<QueryClientProvider client={new QueryClient()}>{ui}</QueryClientProvider>);
export const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
export const setField = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
