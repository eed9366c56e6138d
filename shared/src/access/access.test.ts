import type { CustomMenuDTO } from '../types';
import { canCreate, canEdit, canView, DEFAULT_MENU_ORDER, findMenu, hasAll, normaliseMenus, normalisePrivileges } from './access';

const dto = (
  menu: string,
  url: string,
  menuOrder: CustomMenuDTO['menuOrder'],
  privileges: CustomMenuDTO['privileges'],
): CustomMenuDTO => ({ menu, url, menuOrder, privileges });

describe('normalisePrivileges', () => {
  it('trims, upper-cases and keeps only VIEW, CREATE and EDIT, once each', () => {
    expect(normalisePrivileges([' view', 'Create ', 'EDIT', 'delete', 'VIEW', null, 7])).toEqual(['VIEW', 'CREATE', 'EDIT']);
  });
  it('treats a missing list as no privileges', () => {
    expect(normalisePrivileges(null)).toEqual([]);
  });
});

describe('normaliseMenus', () => {
  it('removes whitespace from urls and gives a non-numeric order 999', () => {
    const [menu] = normaliseMenus([dto('Outreach Clinic', '/Outrich Clinic', 'first', ['VIEW'])]);
    expect(menu).toEqual({ menu: 'Outreach Clinic', url: '/OutrichClinic', menuOrder: DEFAULT_MENU_ORDER, privileges: ['VIEW'] });
  });
  it('accepts numeric strings as orders and sorts ascending, keeping server order for ties', () => {
    const menus = normaliseMenus([dto('B', '/b', '2', ['VIEW']), dto('A', '/a', 1, ['VIEW']), dto('C', '/c', 2, ['VIEW'])]);
    expect(menus.map((m) => m.menu)).toEqual(['A', 'B', 'C']);
  });
  it('adds "Modify Patient Information" last with VIEW and EDIT for whoever may view Screening', () => {
    const menus = normaliseMenus([dto('Screening', '/screening', 3, ['VIEW']), dto('Reports', '/reports', 6, ['VIEW'])]);
    expect(menus.at(-1)).toEqual({
      menu: 'Modify Patient Information',
      url: '/PatientEdit',
      menuOrder: 9999,
      privileges: ['VIEW', 'EDIT'],
    });
  });
  it('does not add it twice when the server sends it by name or by url, and grants it VIEW and EDIT', () => {
    const byName = normaliseMenus([dto('modify patient information', '/x', 3, ['CREATE'])]);
    expect(byName).toHaveLength(1);
    expect(byName[0].privileges).toEqual(['CREATE', 'VIEW', 'EDIT']);
    const byUrl = normaliseMenus([dto('Edit patients', '/Patient Edit', 3, [])]);
    expect(byUrl).toHaveLength(1);
    expect(byUrl[0].privileges).toEqual(['VIEW', 'EDIT']);
  });
  it('does not add it for a user who may not view Screening (an admin): its search and Edit need Screening', () => {
    const admin = normaliseMenus([
      dto('Outreach Clinic', '/Outrich Clinic', 1, ['CREATE', 'VIEW', 'EDIT']),
      dto('Reports', '/reports', 6, ['CREATE', 'VIEW', 'EDIT']),
      dto('User Data Management', '/management', 7, ['CREATE', 'VIEW', 'EDIT']),
    ]);
    expect(admin.map((m) => m.menu)).toEqual(['Outreach Clinic', 'Reports', 'User Data Management']);
    expect(normaliseMenus(null)).toEqual([]);
  });
  it('adds Follow-up after the referral list for whoever works a screening, clinical or referral list', () => {
    const doctor = normaliseMenus([
      dto('Clinical Evaluation', '/clinical', 4, ['VIEW', 'CREATE', 'EDIT']),
      dto('Referral to Hospital', '/reftohospital', 5, ['VIEW']),
      dto('Reports', '/reports', 6, ['VIEW']),
    ]);
    expect(doctor.map((m) => m.menu)).toEqual(['Clinical Evaluation', 'Referral to Hospital', 'Follow-up', 'Reports']);
    expect(findMenu(doctor, '/followup')?.privileges).toEqual(['VIEW', 'CREATE', 'EDIT']);
    const viewer = normaliseMenus([dto('Referral to Hospital', '/reftohospital', 5, ['VIEW'])]);
    expect(findMenu(viewer, '/followup')?.privileges).toEqual(['VIEW']);
    const registrar = normaliseMenus([dto('Patient Registration', '/preg', 2, ['VIEW', 'CREATE', 'EDIT'])]);
    expect(findMenu(registrar, '/followup')).toBeUndefined();
  });
});

describe('finding menus and checking privileges', () => {
  const menus = normaliseMenus([
    dto('Outreach Clinic', '/Outrich Clinic', 1, ['CREATE', 'VIEW', 'EDIT']),
    dto('Patient Registration', '/preg', 2, ['VIEW']),
  ]);
  it('finds a menu by whitespace-stripped url or by name', () => {
    expect(findMenu(menus, '/Outrich Clinic')?.menu).toBe('Outreach Clinic');
    expect(findMenu(menus, '/OutrichClinic')?.menu).toBe('Outreach Clinic');
    expect(findMenu(menus, 'Patient Registration')?.url).toBe('/preg');
    expect(findMenu(menus, '/clinical')).toBeUndefined();
  });
  it('answers canView, canCreate and canEdit per menu', () => {
    expect([canView(menus, '/preg'), canCreate(menus, '/preg'), canEdit(menus, '/preg')]).toEqual([true, false, false]);
    expect([canView(menus, '/clinical'), canCreate(menus, '/clinical'), canEdit(menus, '/clinical')]).toEqual([
      false,
      false,
      false,
    ]);
  });
  it('the all-required check needs every privilege and is false when no menu matches', () => {
    expect(hasAll(menus, '/Outrich Clinic')).toBe(true);
    expect(hasAll(menus, '/preg')).toBe(false);
    expect(hasAll(menus, '/preg', ['VIEW'])).toBe(true);
    expect(hasAll(menus, '/screening', [])).toBe(false);
    expect(hasAll([], '/Outrich Clinic')).toBe(false);
  });
});
