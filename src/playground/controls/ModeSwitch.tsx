import type {ReactNode} from 'react';

import {PLAYGROUND_TEXT, type ExecutionMode} from '../pageText';
import styles from './ModeSwitch.module.css';

export type {ExecutionMode} from '../pageText';

const MODE_OPTIONS = PLAYGROUND_TEXT.modes;

interface ModeSwitchProps {
  readonly mode: ExecutionMode;
  readonly onModeChange: (mode: ExecutionMode) => void;
}

/** Native radio buttons styled as a segmented control: keyboard and screen-reader state come for free. */
export default function ModeSwitch({mode, onModeChange}: ModeSwitchProps): ReactNode {
  return (
    <fieldset className={styles.modeSwitch}>
      <legend className={styles.legend}>Run operations against</legend>
      <div className={styles.options}>
        {MODE_OPTIONS.map((option) => (
          <label key={option.mode} className={styles.option} data-mode={option.mode}>
            <input
              type="radio"
              name="playground-mode"
              value={option.mode}
              checked={mode === option.mode}
              onChange={() => onModeChange(option.mode)}
              className={styles.radio}
            />
            <span className={styles.optionLabel}>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
