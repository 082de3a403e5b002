package io.ragguard.api;

import org.eclipse.microprofile.openapi.models.Constructible;
import org.eclipse.microprofile.openapi.spi.OASFactoryResolver;

import java.lang.reflect.InvocationHandler;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;

/**
 * The OpenAPI model objects for unit tests, where Liberty's implementation is absent: each object is a proxy
 * of its model interface that keeps what its setters are given in a map and answers it from its getters. The
 * interfaces' fluent methods ({@code schema.type(...)}) call the setters; any other method (an {@code add...},
 * a {@code remove...}) is refused.
 */
public class MapModels extends OASFactoryResolver {

    /** Makes {@code OASFactory} create these models. */
    public static void install() {
        OASFactoryResolver.setInstance(new MapModels());
    }

    @Override
    public <T extends Constructible> T createObject(Class<T> type) {
        return type.cast(Proxy.newProxyInstance(type.getClassLoader(), new Class<?>[] {type}, new MapBacked(type)));
    }

    /** A model object's properties, by the name of their getter and setter ({@code type} for getType, setType). */
    private record MapBacked(Class<?> type, Map<String, Object> values) implements InvocationHandler {

        MapBacked(Class<?> type) {
            this(type, new HashMap<>());
        }

        @Override
        public Object invoke(Object proxy, Method method, Object[] args) throws Throwable {
            String name = method.getName();
            int arity = args == null ? 0 : args.length;
            if (method.isDefault()) {
                return InvocationHandler.invokeDefault(proxy, method, args);
            } else if (method.getDeclaringClass() == Object.class) {
                return objectMethod(proxy, name, args);
            } else if (name.startsWith("get") && arity == 0) {
                return values.get(property(name));
            } else if (name.startsWith("set") && arity == 1) {
                values.put(property(name), args[0]);
                return null;
            }
            throw new UnsupportedOperationException(type.getSimpleName() + "." + name + " in a unit test");
        }

        private Object objectMethod(Object proxy, String name, Object[] args) {
            return switch (name) {
                case "equals" -> proxy == args[0];
                case "hashCode" -> System.identityHashCode(proxy);
                default -> type.getSimpleName() + values;
            };
        }

        private static String property(String accessor) {
            return accessor.substring(3, 4).toLowerCase(Locale.ROOT) + accessor.substring(4);
        }
    }
}
