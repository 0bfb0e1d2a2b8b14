import { useState } from 'react';
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { StorefrontThemeProvider } from '../theme/StorefrontThemeProvider';
import { TextField } from './TextField';

function SearchForm({ onValue }: { onValue: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <StorefrontThemeProvider theme="default">
      <TextField
        label="Domain"
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          onValue(event.target.value);
        }}
      />
      <output>{value}</output>
    </StorefrontThemeProvider>
  );
}

describe('useTypedBeforeHydration (through TextField)', () => {
  it('hands what the reader typed into the server HTML to the field when the page hydrates, and keeps it on the next render', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<SearchForm onValue={() => undefined} />);
    document.body.append(container);
    const input = container.querySelector('input')!;
    input.value = 'angkor.com'; // typed before the page's JavaScript ran
    const onValue = jest.fn();
    await act(async () => {
      hydrateRoot(container, <SearchForm onValue={onValue} />);
    });
    expect(onValue).toHaveBeenCalledWith('angkor.com');
    expect(container.querySelector('output')).toHaveTextContent('angkor.com');
    expect(input.value).toBe('angkor.com');
    container.remove();
  });

  it('does nothing when nothing was typed', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<SearchForm onValue={() => undefined} />);
    document.body.append(container);
    const onValue = jest.fn();
    await act(async () => {
      hydrateRoot(container, <SearchForm onValue={onValue} />);
    });
    expect(onValue).not.toHaveBeenCalled();
    container.remove();
  });
});
