import type { Control } from "react-hook-form";
import { ROOM_TYPES, ROOM_TYPE_LABELS } from "@shared/enums";
import type { InsertRoom } from "@shared/validators/rooms";
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Switch } from "@/components/ui/switch";
import { Textarea } from "@/components/ui/textarea";
import { toInputValue, type RoomFormValues } from "../lib/room-form-values";

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
      <FormField
        control={control}
        name="type"
        render={({ field }) => (
          <FormItem>
            <FormLabel>Tipo</FormLabel>
            <Select value={field.value} onValueChange={field.onChange}>
              <FormControl>
                <SelectTrigger className="w-full" onBlur={field.onBlur}>
                  <SelectValue placeholder="Selecione o tipo" />
                </SelectTrigger>
              </FormControl>
              <SelectContent>
                {ROOM_TYPES.map((type) => (
                  <SelectItem key={type} value={type}>
                    {ROOM_TYPE_LABELS[type]}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
            <FormMessage />
          </FormItem>
        )}
      />
      <FormField
        control={control}
        name="capacity"
        render={({ field: { value, ...field } }) => (
          <FormItem>
            <FormLabel>Capacidade</FormLabel>
            <FormControl>
              <Input
                type="number"
                inputMode="numeric"
                min={1}
                max={10}
                step={1}
                value={toInputValue(value)}
                {...field}
              />
            </FormControl>
            <FormMessage />
          </FormItem>
        )}
      />
      <FormField
        control={control}
        name="pricePerNight"
        render={({ field: { value, ...field } }) => (
          <FormItem>
            <FormLabel>Preço por Noite</FormLabel>
            <div className="relative">
              <span
                aria-hidden="true"
                className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-sm text-muted-foreground"
              >
                R$
              </span>
              <FormControl>
                <Input
                  inputMode="decimal"
                  placeholder="150,00"
                  autoComplete="off"
                  className="pl-10"
                  value={toInputValue(value)}
                  {...field}
                />
              </FormControl>
            </div>
            <FormMessage />
          </FormItem>
        )}
      />
      <FormField
        control={control}
        name="isActive"
        render={({ field }) => (
          <FormItem className="flex items-center justify-between gap-4 rounded-lg border p-3 sm:col-span-2">
            <div className="space-y-0.5">
              <FormLabel>Ativo</FormLabel>
              <p className="text-sm text-muted-foreground">Quartos inativos não aparecem para novas reservas.</p>
            </div>
            <FormControl>
              <Switch checked={field.value ?? true} onCheckedChange={field.onChange} onBlur={field.onBlur} />
            </FormControl>
          </FormItem>
        )}
      />
      <FormField
        control={control}
        name="description"
        render={({ field: { value, ...field } }) => (
          <FormItem className="sm:col-span-2">
            <FormLabel>Descrição</FormLabel>
            <FormControl>
              <Textarea rows={3} placeholder="Vista, cama, comodidades..." value={toInputValue(value)} {...field} />
            </FormControl>
            <FormMessage />
          </FormItem>
        )}
      />
    </div>
  );
}
