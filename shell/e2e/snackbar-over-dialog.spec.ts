import { inflateSync } from 'node:zlib';
import { DEMO_ACCOUNTS, expect, signIn, test } from '@x4i/shared/e2e';

/**
 * The colour of a 1×1 PNG (8-bit RGB or RGBA, as browsers write screenshots): its one row is a filter byte and the
 * pixel, and with no pixel before or above it every filter leaves the values as they are.
 */
function onePixel(png: Buffer): number[] {
  const data: Buffer[] = [];
  for (let offset = 8; offset < png.length; ) {
    const length = png.readUInt32BE(offset);
    if (png.toString('ascii', offset + 4, offset + 8) === 'IDAT') data.push(png.subarray(offset + 8, offset + 8 + length));
    offset += 12 + length;
  }
  return [...inflateSync(Buffer.concat(data)).subarray(1, 4)];
}

const DEMO_SOLUTION = '/all/tech-solution/demo-solutions-hub-s-demo_solutions_hub';

test.describe('a message shown while a dialog is open', () => {
  test('is drawn above the dialog and its backdrop, where the visitor can read it', async ({ page }) => {
    await page.goto('/');
    await signIn(page, DEMO_ACCOUNTS.member);
    await page.goto(DEMO_SOLUTION);
    // Without the clipboard permission the copy fails, the dialog stays open and an error message is shown.
    await page.evaluate(() => {
      Object.defineProperty(navigator, 'clipboard', { value: { writeText: () => Promise.reject(new Error('denied')) } });
    });
    await page.getByRole('button', { name: /^Share \(\d+\)$/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Share this solution' });
    await dialog.getByRole('button', { name: 'Copy link' }).click();
    const message = page.getByTestId('snackbar-error');
    await expect(message).toHaveText('The link could not be copied.');
    await expect(dialog).toBeVisible();
    // What the visitor sees at the message's edge is the message's own red (SPEC 8: #B20019), not dimmed by the
    // dialog's backdrop: one pixel of a screenshot of that spot.
    const box = (await message.boundingBox())!;
    const [red, green, blue] = onePixel(await page.screenshot({ clip: { x: box.x + 4, y: box.y + box.height / 2, width: 1, height: 1 } }));
    expect({ red, green, blue }).toEqual({ red: 0xb2, green: 0x00, blue: 0x19 });

    // And a screen reader hears it: the browser's accessibility tree, which leaves out what a modal dialog makes
    // inert (the shell's own message regions among it), has the message in a live region.
    const cdp = await page.context().newCDPSession(page);
    type AxNode = { nodeId: string; parentId?: string; ignored: boolean; name?: { value: string }; properties?: { name: string; value: { value: unknown } }[] };
    const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as { nodes: AxNode[] };
    const byId = new Map(nodes.map((node) => [node.nodeId, node]));
    const live = (node: AxNode | undefined): boolean =>
      node !== undefined && (node.properties?.some((property) => property.name === 'live' && property.value.value !== 'off') || live(byId.get(node.parentId ?? '')));
    const heard = nodes.filter((node) => !node.ignored && node.name?.value === 'The link could not be copied.' && live(node));
    expect(heard.length).toBeGreaterThan(0);
  });
});
