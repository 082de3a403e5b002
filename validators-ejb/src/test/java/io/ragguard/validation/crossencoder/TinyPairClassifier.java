package io.ragguard.validation.crossencoder;

import ai.onnx.proto.OnnxMl;
import ai.onnx.proto.OnnxMl.AttributeProto;
import ai.onnx.proto.OnnxMl.GraphProto;
import ai.onnx.proto.OnnxMl.NodeProto;
import ai.onnx.proto.OnnxMl.TensorProto;
import ai.onnx.proto.OnnxMl.TensorShapeProto;
import ai.onnx.proto.OnnxMl.TypeProto;
import ai.onnx.proto.OnnxMl.ValueInfoProto;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * A cross-encoder small enough to build in a test (BUILD-NOTES: no NLI model can be downloaded
 * here): a linear map of the sums of its three inputs to two logits, with a WordPiece vocabulary of
 * a few words. Used by the unit tests and, through validators-ejb's test jar, by the system tests
 * that switch a cross-encoder on in the running server.
 */
public final class TinyPairClassifier {

    /** The tokenizer's vocabulary; any other word is [UNK]. */
    static final String VOCABULARY = """
            {"[PAD]": 0, "[UNK]": 1, "[CLS]": 2, "[SEP]": 3, "the": 4, "sky": 5, "is": 6, "blue": 7,
             "green": 8, "grass": 9, ".": 10}""";

    private TinyPairClassifier() {
    }

    /**
     * Writes {@code model.onnx} and {@code tokenizer.json} into {@code folder}: input_ids,
     * attention_mask, token_type_ids [batch, seq] int64 -> logits [batch, 2] float, computed as
     * [sum ids, sum token types, sum mask] x w + b ({@code w} 3 x 2, {@code b} 2).
     */
    public static Path write(Path folder, float[][] w, float[] b) throws IOException {
        Files.write(folder.resolve("model.onnx"), model(w, b));
        Files.writeString(folder.resolve("tokenizer.json"),
                "{\"model\": {\"type\": \"WordPiece\", \"unk_token\": \"[UNK]\", \"vocab\": " + VOCABULARY + "}}");
        return folder.resolve("model.onnx");
    }

    private static byte[] model(float[][] w, float[] b) {
        GraphProto.Builder graph = GraphProto.newBuilder().setName("tiny-pair-classifier");
        for (String input : List.of("input_ids", "attention_mask", "token_type_ids")) {
            graph.addInput(valueInfo(input, TensorProto.DataType.INT64, "batch", "sequence"));
        }
        graph.addOutput(valueInfo("logits", TensorProto.DataType.FLOAT, "batch", "2"));
        graph.addInitializer(floats("w", new long[] {3, 2}, w[0][0], w[0][1], w[1][0], w[1][1], w[2][0], w[2][1]));
        graph.addInitializer(floats("b", new long[] {2}, b[0], b[1]));
        graph.addInitializer(TensorProto.newBuilder().setName("axes").setDataType(TensorProto.DataType.INT64_VALUE)
                .addDims(1).addInt64Data(1));
        for (String input : List.of("input_ids", "token_type_ids", "attention_mask")) {
            graph.addNode(node("Cast", List.of(input), input + "_float", intAttribute("to", TensorProto.DataType.FLOAT_VALUE)));
            graph.addNode(node("ReduceSum", List.of(input + "_float", "axes"), input + "_sum",
                    intAttribute("keepdims", 1)));
        }
        graph.addNode(node("Concat", List.of("input_ids_sum", "token_type_ids_sum", "attention_mask_sum"), "features",
                intAttribute("axis", 1)));
        graph.addNode(node("MatMul", List.of("features", "w"), "product"));
        graph.addNode(node("Add", List.of("product", "b"), "logits"));
        return OnnxMl.ModelProto.newBuilder()
                .setIrVersion(7)
                .setProducerName("CrossEncoderTest")
                .addOpsetImport(OnnxMl.OperatorSetIdProto.newBuilder().setDomain("").setVersion(13))
                .setGraph(graph)
                .build().toByteArray();
    }

    private static ValueInfoProto valueInfo(String name, TensorProto.DataType type, String... dimensions) {
        TensorShapeProto.Builder shape = TensorShapeProto.newBuilder();
        for (String dimension : dimensions) {
            TensorShapeProto.Dimension.Builder d = TensorShapeProto.Dimension.newBuilder();
            if (dimension.chars().allMatch(Character::isDigit)) {
                d.setDimValue(Long.parseLong(dimension));
            } else {
                d.setDimParam(dimension);
            }
            shape.addDim(d);
        }
        return ValueInfoProto.newBuilder().setName(name).setType(TypeProto.newBuilder()
                .setTensorType(TypeProto.Tensor.newBuilder().setElemType(type.getNumber()).setShape(shape))).build();
    }

    private static TensorProto floats(String name, long[] dimensions, float... values) {
        TensorProto.Builder tensor = TensorProto.newBuilder().setName(name)
                .setDataType(TensorProto.DataType.FLOAT_VALUE);
        for (long d : dimensions) {
            tensor.addDims(d);
        }
        for (float v : values) {
            tensor.addFloatData(v);
        }
        return tensor.build();
    }

    private static AttributeProto intAttribute(String name, long value) {
        return AttributeProto.newBuilder().setName(name).setType(AttributeProto.AttributeType.INT).setI(value).build();
    }

    private static NodeProto node(String op, List<String> inputs, String output, AttributeProto... attributes) {
        NodeProto.Builder node = NodeProto.newBuilder().setOpType(op).setName(output + "_node")
                .addAllInput(inputs).addOutput(output);
        for (AttributeProto attribute : attributes) {
            node.addAttribute(attribute);
        }
        return node.build();
    }
}
