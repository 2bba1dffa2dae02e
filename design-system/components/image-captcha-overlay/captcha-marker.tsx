import { Center } from '@chakra-ui/react';
import { domAnimation, LazyMotion, m, MotionConfig } from 'framer-motion';

export interface CaptchaMarkerProps {
  /** Which click it marks, from 1. */
  number: number;
  /** Where the click landed, in percent of the image, so the marker stays put if it is resized. */
  leftPercent: number;
  topPercent: number;
  /** brand while clicking, red after a failed check, green after a passed one. */
  palette: 'brand' | 'red' | 'green';
}

/**
 * The numbered marker of one click. It pops in where the pointer landed, so a person sees the
 * click counted at once; framer-motion's spring does it, as Chakra's CSS animations cannot start
 * from the click's own point. People who ask for less motion get it without the pop.
 */
export function CaptchaMarker({ number, leftPercent, topPercent, palette }: CaptchaMarkerProps) {
  return (
    <MotionConfig reducedMotion="user">
      <LazyMotion features={domAnimation} strict>
        <Center
          asChild
          aria-hidden="true"
          data-testid="captcha-marker"
          position="absolute"
          boxSize="6"
          borderRadius="full"
          border="md"
          borderColor="white"
          bg={`${palette}.solid`}
          color={`${palette}.contrast`}
          fontSize="xs"
          fontWeight="bold"
          boxShadow="md"
          // The next click must reach the image even on top of a marker.
          pointerEvents="none"
        >
          <m.div
            style={{ left: `${leftPercent}%`, top: `${topPercent}%`, x: '-50%', y: '-50%' }}
            initial={{ scale: 0.4, opacity: 0 }}
            animate={{ scale: 1, opacity: 1 }}
            transition={{ type: 'spring', stiffness: 500, damping: 24 }}
          >
            {number}
          </m.div>
        </Center>
      </LazyMotion>
    </MotionConfig>
  );
}
