import type { Args, Globals } from 'storybook/internal/types';

/**
 * A docs page draws an overlay's stories (dialogs, modals, the captcha) each in a frame of its own
 * (`parameters.docs.story.inline: false`): inline, an open modal covered the whole page and held
 * its focus. A frame is a preview of its own that hears nothing from the toolbar, so it opens on
 * the page's globals (its address carries them) and follows the page's changes. Internal API, as
 * the test-runner's: the page's preview and channel on window. At the top level (the test-runner,
 * a story opened alone) none of this runs.
 */
interface PreviewScope {
  __STORYBOOK_PREVIEW__?: {
    storyStoreValue?: {
      userGlobals: { get: () => Globals };
      args: { get: (storyId: string) => Args | undefined };
    };
  };
  __STORYBOOK_ADDONS_CHANNEL__?: {
    on: <Data>(event: string, listener: (data: Data) => void) => void;
    emit: (event: string, data: unknown) => void;
  };
  PREVIEW_URL?: string;
}

/** The values a control sets: plain data, never the page's functions (its spies, its renders). */
const controlValues = (args: Args) =>
  Object.fromEntries(
    Object.entries(args).filter(
      ([, value]) =>
        value === undefined || (typeof value !== 'function' && typeof value !== 'object'),
    ),
  );

/** `locale:th_TH;colourMode:dark`: Storybook's form of globals in a story's address. */
const inAddress = (globals: Globals) =>
  Object.entries(globals)
    .filter(([, value]) => typeof value === 'string')
    .map(([key, value]) => `${key}:${String(value)}`)
    .join(';');

function pagePreview(): PreviewScope | undefined {
  try {
    const parent = window.parent as unknown as PreviewScope;
    return window.parent !== window && parent.__STORYBOOK_ADDONS_CHANNEL__ ? parent : undefined;
  } catch {
    return undefined;
  }
}

export function linkDocsFrames() {
  const scope = globalThis as unknown as PreviewScope;
  // On the docs page: each frame's address is made when it is drawn, with the page's globals then.
  Object.defineProperty(scope, 'PREVIEW_URL', {
    configurable: true,
    get: () => {
      const globals = scope.__STORYBOOK_PREVIEW__?.storyStoreValue?.userGlobals.get();
      return globals ? `iframe.html?globals=${encodeURIComponent(inAddress(globals))}` : undefined;
    },
  });
  // In a frame: the page's later changes (the toolbar, the Controls table of its story) reach the
  // frame's story too. The page's channel also hears every frame's own updates (a frame posts to
  // its parent): only a change this frame has not got yet is passed on, or the frames would echo
  // each other for ever.
  const page = pagePreview()?.__STORYBOOK_ADDONS_CHANNEL__;
  const store = () => scope.__STORYBOOK_PREVIEW__?.storyStoreValue;
  const emit = (event: string, data: unknown) =>
    scope.__STORYBOOK_ADDONS_CHANNEL__?.emit(event, data);
  page?.on<{ userGlobals?: Globals }>('globalsUpdated', ({ userGlobals }) => {
    const own = store()?.userGlobals.get();
    if (userGlobals && own && inAddress(userGlobals) !== inAddress(own))
      emit('updateGlobals', { globals: userGlobals });
  });
  const shown = new URLSearchParams(window.location.search).get('id');
  page?.on<{ storyId: string; args: Args }>('storyArgsUpdated', ({ storyId, args }) => {
    if (storyId !== shown) return;
    const own = store()?.args.get(storyId);
    const changed = Object.entries(controlValues(args)).filter(
      ([key, value]) => own?.[key] !== value,
    );
    if (own && changed.length > 0)
      emit('updateStoryArgs', { storyId, updatedArgs: Object.fromEntries(changed) });
  });
}
