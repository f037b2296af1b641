import { describe, expect, it } from '@jest/globals';
import { SUPPORT_HOURS, supportHoursLine, supportStatus, type SupportPeriod } from './support-hours';

// 2026-11-16 is a Monday.
const at = (day: number, time: string) => new Date(`2026-11-${String(16 + day).padStart(2, '0')}T${time}:00Z`);

describe('support hours', () => {
  it('reads as the spec writes them', () => {
    expect(SUPPORT_HOURS.map(supportHoursLine)).toEqual(['Mon-Fri 9:00-18:00 UTC', 'Sat 10:00-16:00 UTC', 'Sunday closed']);
  });

  it('are open on weekdays from 9:00 until just before 18:00 UTC', () => {
    expect(supportStatus(at(0, '09:00'))).toEqual({ open: true, closesAt: '18:00 UTC' });
    expect(supportStatus(at(4, '17:59'))).toEqual({ open: true, closesAt: '18:00 UTC' });
    expect(supportStatus(at(5, '10:00'))).toEqual({ open: true, closesAt: '16:00 UTC' });
  });

  it('say when the team is back', () => {
    expect(supportStatus(at(0, '08:59'))).toEqual({ open: false, opensAt: 'today at 9:00 UTC' });
    expect(supportStatus(at(2, '18:00'))).toEqual({ open: false, opensAt: 'tomorrow at 9:00 UTC' });
    expect(supportStatus(at(4, '19:30'))).toEqual({ open: false, opensAt: 'tomorrow at 10:00 UTC' });
    expect(supportStatus(at(5, '16:00'))).toEqual({ open: false, opensAt: 'on Monday at 9:00 UTC' });
    expect(supportStatus(at(6, '12:00'))).toEqual({ open: false, opensAt: 'tomorrow at 9:00 UTC' });
  });

  it('use UTC whatever the time zone of the date', () => {
    expect(supportStatus(new Date('2026-11-16T10:30:00+02:00'))).toEqual({ open: false, opensAt: 'today at 9:00 UTC' });
  });

  it('look a whole week ahead when only one day has hours', () => {
    const mondays: SupportPeriod[] = [{ days: 'Mon', hours: '9:00-10:30 UTC', weekdays: [1], opensAt: 9 * 60, closesAt: 10 * 60 + 30 }];
    expect(supportStatus(at(0, '10:00'), mondays)).toEqual({ open: true, closesAt: '10:30 UTC' });
    expect(supportStatus(at(0, '11:00'), mondays)).toEqual({ open: false, opensAt: 'next Monday at 9:00 UTC' });
    expect(supportStatus(at(0, '11:00'), [])).toEqual({ open: false, opensAt: 'soon' });
  });
});
