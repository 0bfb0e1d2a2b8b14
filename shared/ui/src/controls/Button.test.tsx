import { forwardRef, type AnchorHTMLAttributes } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../test-utils';
import { Button } from './Button';
import { IconButton } from './IconButton';
import { Icon } from '../icons/Icon';

/** Stands in for a router Link: an anchor taking `to`. */
const FakeLink = forwardRef<HTMLAnchorElement, AnchorHTMLAttributes<HTMLAnchorElement> & { to: string }>(function FakeLink({ to, ...rest }, ref) {
  return <a ref={ref} href={to} {...rest} />;
});

describe('Button', () => {
  it('is a type=button by default and calls onClick', async () => {
    const onClick = jest.fn();
    renderWithTheme(<Button onClick={onClick}>Add to cart</Button>);
    const button = screen.getByRole('button', { name: 'Add to cart' });
    expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('keeps type=submit and passes no styling props to the DOM', () => {
    renderWithTheme(
      <Button type="submit" variant="danger" size="lg" fullWidth>
        Delete
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Delete' });
    expect(button).toHaveAttribute('type', 'submit');
    for (const attr of ['variant', 'size', 'fullwidth', 'loading']) expect(button).not.toHaveAttribute(attr);
    expect(button).toHaveStyle({ width: '100%' });
  });

  it('while loading is busy, disabled and keeps its name', async () => {
    const onClick = jest.fn();
    renderWithTheme(
      <Button loading onClick={onClick}>
        Pay now
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Pay now' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('renders as a router link with `as`', () => {
    renderWithTheme(
      <Button as={FakeLink} to="/checkout-basket" variant="secondary">
        View cart
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'View cart' });
    expect(link).toHaveAttribute('href', '/checkout-basket');
    expect(link).not.toHaveAttribute('type');
    expect(link).not.toHaveAttribute('disabled');
  });

  it('a disabled link is aria-disabled and does not navigate', async () => {
    const onClick = jest.fn();
    renderWithTheme(
      <Button as="a" href="/x" disabled onClick={onClick}>
        Continue
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Continue' });
    expect(link).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(link);
    expect(onClick).not.toHaveBeenCalled();
  });
});

describe('IconButton', () => {
  it('is named by its aria-label', async () => {
    const onClick = jest.fn();
    renderWithTheme(
      <IconButton aria-label="Open menu" onClick={onClick}>
        <Icon name="menu" />
      </IconButton>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(onClick).toHaveBeenCalled();
  });
});
