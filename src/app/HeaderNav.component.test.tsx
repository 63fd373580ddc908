// @vitest-environment happy-dom
// The header's "More" (HeaderNav): the links that stepped back for want of room, under a
// disclosure button reached with Tab. Which links step back is header-fit's (a layout happy-dom
// does not have); Chromium checks the row at every width in the shell-fit walks.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { learnPaths } from '@/features/learn';
import { MoreMenu } from './HeaderNav';
import { HEADER_LINKS } from './navigation';

const stepped = HEADER_LINKS.filter((link) => ['Explore', 'Search', 'Learn'].includes(link.label));
const more = () => screen.getByRole('button', { name: 'More' });

describe('the header\'s "More"', () => {
  it('opens with the keyboard on the links that stepped back, and Escape gives focus back', async () => {
    render(<MoreMenu links={stepped} />);
    expect(more().getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('link')).toBeNull();
    await userEvent.tab();
    expect(document.activeElement).toBe(more());
    await userEvent.keyboard('{Enter}');
    expect(more().getAttribute('aria-expanded')).toBe('true');
    const panel = document.getElementById(more().getAttribute('aria-controls')!);
    expect(panel).not.toBeNull();
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Search',
      'Explore',
      'Learn',
    ]);
    await userEvent.tab();
    expect(document.activeElement?.textContent).toBe('Search');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('link')).toBeNull();
    expect(document.activeElement).toBe(more());
  });

  it('closes on a press outside it', async () => {
    render(
      <>
        <MoreMenu links={stepped} />
        <p>Elsewhere</p>
      </>,
    );
    await userEvent.click(more());
    expect(screen.getAllByRole('link')).toHaveLength(3);
    await userEvent.click(screen.getByText('Elsewhere'));
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('marks itself and the page the person is on when that page stepped back', async () => {
    window.history.pushState(null, '', learnPaths.home);
    render(<MoreMenu links={stepped} />);
    expect(more().dataset.current).toBe('true');
    await userEvent.click(more());
    expect(screen.getByRole('link', { name: 'Learn' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Search' }).getAttribute('aria-current')).toBeNull();
    window.history.pushState(null, '', '/');
  });
});
