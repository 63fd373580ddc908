// The audio library's player (spec §2 mobile "audio library"): play/pause,
// back and forward 15 seconds, a seek slider whose position is read out in words, and the time.
// Native buttons and a native range input, so the keyboard (Tab, Space, arrows, Home/End) and
// screen readers work as they do everywhere; the <audio> element itself has no controls.
// The recording streams from /audio/* (public/audio, made by scripts/generate-audio.mjs): it is not
// kept on the device, so offline it plays only what the browser still holds — the screen says so.
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useId, useRef, useState } from 'react';
import { isOnline } from '@/platform/network/online';
import { Button } from '@/ui/Button';
import { Notice } from '@/ui/Notice';
import { styled } from '@/ui/theme/stitches';
import { clockTime, spokenTime } from './player-time';

const SKIP_SECONDS = 15;

export function AudioPlayer({
  src,
  title,
  knownDuration,
}: {
  src: string;
  title: string;
  /** The item's listed length, until the file's own is known. */
  knownDuration: number;
}) {
  useSignals();
  const id = useId();
  const audio = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState(false);
  const [position, setPosition] = useState(0);
  const [duration, setDuration] = useState(knownDuration);
  const [failed, setFailed] = useState(false);
  const online = isOnline.value;

  useEffect(() => {
    const element = audio.current;
    if (!element) return;
    const sync = () => {
      setPosition(element.currentTime);
      if (Number.isFinite(element.duration) && element.duration > 0) setDuration(element.duration);
    };
    const onPlay = () => setPlaying(true);
    const onPause = () => setPlaying(false);
    const onError = () => {
      setFailed(true);
      setPlaying(false);
    };
    const events: Array<[string, () => void]> = [
      ['timeupdate', sync],
      ['loadedmetadata', sync],
      ['durationchange', sync],
      ['seeked', sync],
      ['play', onPlay],
      ['pause', onPause],
      ['ended', onPause],
      ['error', onError],
    ];
    for (const [name, listener] of events) element.addEventListener(name, listener);
    return () => {
      for (const [name, listener] of events) element.removeEventListener(name, listener);
    };
  }, []);

  const toggle = () => {
    const element = audio.current;
    if (!element) return;
    if (!element.paused) return element.pause();
    setFailed(false);
    element.play().catch(() => {
      // Refused (no connection, or an autoplay rule): the error event or the button says so.
      setPlaying(false);
    });
  };

  const seek = (to: number) => {
    const element = audio.current;
    if (!element) return;
    const clamped = Math.min(Math.max(0, to), duration);
    element.currentTime = clamped;
    setPosition(clamped);
  };

  return (
    <Box role="group" aria-label={`Listen: ${title}`} data-testid="audio-player">
      <Label>Listen</Label>
      <audio ref={audio} src={src} preload="metadata" data-testid="audio-element" />
      <Controls>
        <Button type="button" variant="secondary" onClick={() => seek(position - SKIP_SECONDS)}>
          <span aria-hidden="true">−{SKIP_SECONDS}s</span>
          <span className="visually-hidden">Back {SKIP_SECONDS} seconds</span>
        </Button>
        <Button type="button" onClick={toggle} data-testid="audio-toggle">
          {playing ? 'Pause' : 'Play'}
        </Button>
        <Button type="button" variant="secondary" onClick={() => seek(position + SKIP_SECONDS)}>
          <span aria-hidden="true">+{SKIP_SECONDS}s</span>
          <span className="visually-hidden">Forward {SKIP_SECONDS} seconds</span>
        </Button>
      </Controls>
      <SeekRow>
        <label htmlFor={`${id}-seek`} className="visually-hidden">
          Position
        </label>
        <Seek
          id={`${id}-seek`}
          type="range"
          min={0}
          max={Math.max(1, Math.floor(duration))}
          step={1}
          value={Math.floor(position)}
          aria-valuetext={`${spokenTime(position)} of ${spokenTime(duration)}`}
          onChange={(event) => seek(Number(event.target.value))}
        />
        <Time data-testid="audio-time" aria-hidden="true">
          {clockTime(position)} / {clockTime(duration)}
        </Time>
      </SeekRow>
      {failed ? (
        <Notice tone={online ? 'error' : 'warning'}>
          {online
            ? 'The recording could not be played. Try again in a moment; the transcript is below.'
            : 'You are offline: the recording needs a connection. The transcript is below.'}
        </Notice>
      ) : !online ? (
        <Notice tone="warning">
          <span data-testid="audio-offline">
            You are offline: the recording streams, so it needs a connection (a part already loaded
            may still play). The transcript below is saved on this device.
          </span>
        </Notice>
      ) : null}
    </Box>
  );
}

const Box = styled('div', {
  backgroundColor: '$component',
  border: '1px solid $border',
  borderRadius: '$lg',
  padding: '$4',
  margin: '0 0 $5',
});
const Label = styled('p', { margin: '0 0 $3', fontWeight: 600 });
const Controls = styled('div', {
  display: 'flex',
  gap: '$3',
  alignItems: 'center',
  flexWrap: 'wrap',
});
const SeekRow = styled('div', {
  display: 'flex',
  alignItems: 'center',
  gap: '$3',
  marginTop: '$4',
});
const Seek = styled('input', {
  flex: 1,
  minWidth: 0,
  minHeight: '44px',
  accentColor: '$primaryCtaButton',
  cursor: 'pointer',
  '&:focus-visible': { outline: '2px solid $focus', outlineOffset: '2px' },
});
const Time = styled('span', {
  fontVariantNumeric: 'tabular-nums',
  color: '$textMuted',
  fontSize: '$sm',
  whiteSpace: 'nowrap',
});
