import type { Control } from "react-hook-form";
import { ROOM_TYPES, ROOM_TYPE_LABELS } from "@shared/enums";
import type { InsertRoom } from "@shared/validators/rooms";
import { MoneyField, SelectField, SwitchField, TextAreaField } from "@/components/form-fields";
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { inputText } from "@/lib/input-text";
import type { RoomFormValues } from "../lib/room-form-values";

export function RoomFormFields({ control }: { control: Control<RoomFormValues, unknown, InsertRoom> }) {
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <FormField
        control={control}
        name="number"
        render={({ field }) => (
          <FormItem>
            <FormLabel>Número</FormLabel>
            <FormControl>
              <Input placeholder="Ex.: 101" autoComplete="off" maxLength={10} {...field} />
            </FormControl>
            <FormMessage />
          </FormItem>
        )}
      />
      <SelectField
        control={control}
        name="type"
        label="Tipo"
        placeholder="Selecione o tipo"
        options={ROOM_TYPES.map((type) => ({ value: type, label: ROOM_TYPE_LABELS[type] }))}
      />
      <FormField
        control={control}
        name="capacity"
        render={({ field: { value, ...field } }) => (
          <FormItem>
            <FormLabel>Capacidade</FormLabel>
            <FormControl>
              <Input type="number" inputMode="numeric" min={1} max={10} step={1} value={inputText(value)} {...field} />
            </FormControl>
            <FormMessage />
          </FormItem>
        )}
      />
      <FormField
        control={control}
        name="extraBeds"
        render={({ field: { value, ...field } }) => (
          <FormItem>
            <FormLabel>Camas extras</FormLabel>
            <FormControl>
              <Input type="number" inputMode="numeric" min={0} max={4} step={1} value={inputText(value)} {...field} />
            </FormControl>
            <FormMessage />
          </FormItem>
        )}
      />
      <MoneyField control={control} name="pricePerNight" label="Preço por Noite" placeholder="150,00" />
      <SwitchField
        control={control}
        name="isActive"
        label="Ativo"
        description="Quartos inativos não aparecem para novas reservas."
      />
      <TextAreaField
        control={control}
        name="description"
        label="Descrição"
        className="sm:col-span-2"
        textareaProps={{ rows: 3, placeholder: "Vista, cama, comodidades..." }}
      />
    </div>
  );
}
