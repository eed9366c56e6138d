/** General Details values and their wire form (`routes.enrol` with screenId 3, prefill type 2). */
import type { Candidate, CandidateHabit, CandidateRequest, GeneralDetailsValues } from '@screening/shared';
import { isHabitFilled } from '@screening/shared';

export interface HabitRow {
  habits: string;
  type: string;
  frequency: string;
  /** Years of use. */
  duration: string;
  quit: '' | 'Yes' | 'No';
  /** Years since quitting (asked when quit). */
  howLong: string;
}

export interface GeneralForm {
  fatherName: string;
  spouseName: string;
  alternateMobileNo: string;
  monthlyIncome: string;
  houseType: string;
  education: string;
  occupation: string;
  aadhar: string;
  voterId: string;
  rationCard: string;
  /** 'Tobacco/Alcohol Habits': Yes shows the habit list. */
  tobaccoUser: '' | 'Yes' | 'No';
  habits: HabitRow[];
}

export const EMPTY_HABIT: HabitRow = { habits: '', type: '', frequency: '', duration: '', quit: '', howLong: '' };

export const EMPTY_GENERAL: GeneralForm = {
  fatherName: '',
  spouseName: '',
  alternateMobileNo: '',
  monthlyIncome: '',
  houseType: '',
  education: '',
  occupation: '',
  aadhar: '',
  voterId: '',
  rationCard: '',
  tobaccoUser: '',
  habits: [{ ...EMPTY_HABIT }],
};

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));
const yesNo = (value: unknown): '' | 'Yes' | 'No' =>
  value === true || value === 'true' || value === 'Yes'
    ? 'Yes'
    : value === false || value === 'false' || value === 'No'
      ? 'No'
      : '';

function habitOf(dto: CandidateHabit): HabitRow {
  const quit = yesNo(dto.quit);
  return {
    habits: text(dto.habits),
    type: text(dto.type),
    frequency: text(dto.frequency),
    duration: text(dto.duration),
    quit,
    howLong: quit === 'Yes' ? text(dto.howLong) : '',
  };
}

/** Saved general details (prefill type 2) as form values. */
export function generalFormOf(saved: Partial<Candidate>): GeneralForm {
  const habits = (saved.candidateHabitDTOs ?? []).map(habitOf);
  const tobaccoUser = yesNo(saved.tobaccoUser) || (habits.length > 0 ? 'Yes' : '');
  return {
    fatherName: text(saved.fatherName),
    spouseName: text(saved.spouseName),
    alternateMobileNo: text(saved.alternateMobileNo),
    monthlyIncome: text(saved.monthlyIncome),
    houseType: text(saved.houseType),
    education: text(saved.education),
    occupation: text(saved.occupation),
    aadhar: text(saved.aadhar),
    voterId: text(saved.voterId),
    rationCard: text(saved.rationCard),
    tobaccoUser,
    habits: habits.length > 0 ? habits : [{ ...EMPTY_HABIT }],
  };
}

/** The habits that count: only with Tobacco/Alcohol Habits 'Yes', and only rows with something filled. */
export function filledHabits(form: GeneralForm): HabitRow[] {
  return form.tobaccoUser === 'Yes' ? form.habits.filter((habit) => isHabitFilled(habit)) : [];
}

/** What the shared rules validate. */
export function validationValues(form: GeneralForm): GeneralDetailsValues {
  return { ...form, candidateHabitDTOs: form.tobaccoUser === 'Yes' ? form.habits : [] };
}

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

export function generalRequest(form: GeneralForm, candidateId: number): CandidateRequest {
  return {
    id: candidateId,
    fatherName: orNull(form.fatherName),
    spouseName: orNull(form.spouseName),
    alternateMobileNo: orNull(form.alternateMobileNo),
    monthlyIncome: form.monthlyIncome === '' ? null : Number(form.monthlyIncome),
    houseType: orNull(form.houseType),
    occupation: orNull(form.occupation),
    education: orNull(form.education),
    aadhar: orNull(form.aadhar),
    rationCard: orNull(form.rationCard),
    voterId: orNull(form.voterId),
    tobaccoUser: form.tobaccoUser === '' ? null : form.tobaccoUser === 'Yes',
    candidateHabitDTOs: filledHabits(form).map((habit) => ({
      candidateId,
      habits: habit.habits,
      type: habit.type,
      frequency: orNull(habit.frequency),
      duration: orNull(habit.duration),
      quit: habit.quit === '' ? null : habit.quit === 'Yes',
      howLong: habit.quit === 'Yes' ? orNull(habit.howLong) : null,
    })),
    type: 3,
    screenId: 3,
  };
}

/** True when nothing at all was entered (Prev then has nothing to save). */
export function isEmptyGeneral(form: GeneralForm): boolean {
  const { habits, ...rest } = form;
  return Object.values(rest).every((v) => v === '') && !habits.some((h) => isHabitFilled(h));
}
